package cli

import (
	"embed"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// The command line's reference (flags, formats, JSON fields, CSV columns,
// exit statuses, measured figures) is one text file a topic under help/,
// compiled in so that `eightpuzzle help TOPIC` answers wherever the binary
// goes, with or without the source. Each file's first line is
// "TOPIC: what it covers", which the list of topics shows.
//
//go:embed help/*.txt
var helpFiles embed.FS

// helpTopics is the order `eightpuzzle help` lists the topics in: the
// commands first, then what their input and output mean. A test checks
// that it names every file under help/ and nothing else.
var helpTopics = []string{
	"solve", "trace", "explain", "compare", "algorithms",
	"boards", "limits", "json", "csv", "exit", "conventions", "performance", "windows",
}

// helpText returns a topic's text; ok is false for a name that is not a
// topic (checked against the list, so no path reaches the file system).
func helpText(topic string) (text string, ok bool) {
	if !slices.Contains(helpTopics, topic) {
		return "", false
	}
	b, err := helpFiles.ReadFile("help/" + topic + ".txt")
	if err != nil { // a listed topic without its file: the test catches it
		return "", false
	}
	return string(b), true
}

// helpSummary is the part of a topic's first line after "TOPIC: ".
func helpSummary(topic string) string {
	text, _ := helpText(topic)
	first, _, _ := strings.Cut(text, "\n")
	return strings.TrimPrefix(first, topic+": ")
}

// helpCmd is `eightpuzzle help [TOPIC]`: without a topic the usage and the
// list of topics, with one its text. An unknown topic is a usage error
// that offers the closest names.
func helpCmd(args []string, stdout, stderr io.Writer) int {
	out := newOutput(stdout)
	switch {
	case len(args) == 0:
		fmt.Fprint(out, usage)
		fmt.Fprintln(out, "\nHelp topics (eightpuzzle help TOPIC):")
		for _, t := range helpTopics {
			fmt.Fprintf(out, "  %-12s %s\n", t, helpSummary(t))
		}
	case len(args) > 1:
		fmt.Fprintf(stderr, "eightpuzzle help: give one topic; got %d (run 'eightpuzzle help' for the list)\n", len(args))
		return exitUsage
	default:
		text, ok := helpText(strings.ToLower(strings.TrimSpace(args[0])))
		if !ok {
			fmt.Fprintf(stderr, "eightpuzzle help: %v (the topics: %s)\n", unknownTopic(args[0]), strings.Join(helpTopics, ", "))
			return exitUsage
		}
		fmt.Fprint(out, text)
	}
	return out.close("eightpuzzle help", stderr, exitOK)
}

// unknownTopic is the solver's error for an unknown name, so that a topic
// mistyped reads as an algorithm mistyped does: the closest names offered.
func unknownTopic(name string) error {
	return &solver.UnknownNameError{Kind: "topic", Name: name, Suggestions: solver.Closest(name, helpTopics)}
}
