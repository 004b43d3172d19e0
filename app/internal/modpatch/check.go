package modpatch

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Check holds each file of overlays against the patches we would send
// upstream: the patches, applied in order to the module's own file (as
// modFile resolves it), give ours (in dir), comments and blank lines aside
// (ours says where it comes from). It returns what does not hold, and an
// error when it cannot tell (git, which applies the patches, is missing:
// exec.ErrNotFound).
func Check(ctx context.Context, root, modFile string, env []string, dir string, overlays []Overlay) ([]string, error) {
	git, err := exec.LookPath("git")
	if err != nil {
		return nil, err
	}
	var wrong []string
	for _, o := range overlays {
		from, err := ModuleDir(ctx, root, modFile, env, o.Module)
		if err != nil {
			return nil, err
		}
		for _, of := range o.Files {
			if len(of.Patches) == 0 {
				continue
			}
			problem, err := checkFile(ctx, git, root, from, dir, o, of)
			if err != nil {
				return nil, err
			}
			if problem != "" {
				wrong = append(wrong, problem)
			}
		}
	}
	return wrong, nil
}

// checkFile is Check for one file of o (found in from): what does not
// hold, or "".
func checkFile(ctx context.Context, git, root, from, dir string, o Overlay, of File) (string, error) {
	work, err := os.MkdirTemp("", "eightpuzzle-modpatch-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(work)
	data, err := os.ReadFile(filepath.Join(from, of.File))
	if err != nil {
		return "", err
	}
	to := filepath.Join(work, filepath.FromSlash(of.File))
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		return "", err
	}
	for _, patch := range of.Patches {
		// only the patch's changes to this file: the work folder has no other
		apply := exec.CommandContext(ctx, git, "apply", "--include="+of.File, filepath.Join(root, patch))
		apply.Dir = work
		if out, err := apply.CombinedOutput(); err != nil {
			return fmt.Sprintf("%s does not apply to %s's %s: %v\n%s", patch, o.Module, of.File, err, out), nil
		}
	}
	patched, err := os.ReadFile(to)
	if err != nil {
		return "", err
	}
	ours, err := os.ReadFile(filepath.Join(dir, of.Ours))
	if err != nil {
		return "", err
	}
	if a, b := code(string(patched)), code(string(ours)); a != b {
		return fmt.Sprintf("%s applied to %s is not %s, comments aside:\n%s",
			strings.Join(of.Patches, " then "), of.File, filepath.Join(dir, of.Ours), firstDifference(a, b)), nil
	}
	return "", nil
}

// code is a Go file without its comment lines and blank lines.
func code(src string) string {
	var b strings.Builder
	for line := range strings.Lines(src) {
		if l := strings.TrimSpace(line); l == "" || strings.HasPrefix(l, "//") {
			continue
		}
		b.WriteString(line)
	}
	return b.String()
}

// firstDifference shows the first line where a and b differ.
func firstDifference(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return "patched: " + al[i] + "\nours:    " + bl[i]
		}
	}
	return "one is longer"
}
