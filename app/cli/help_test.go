package cli

import (
	"encoding/csv"
	"encoding/json"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// Every topic is listed once and has its file, and every file under help/
// is a listed topic: a file added without its line in the list, or the
// reverse, would be help nobody can reach.
func TestHelpTopicsMatchFiles(t *testing.T) {
	files, err := fs.Glob(helpFiles, "help/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(strings.TrimPrefix(f, "help/"), ".txt"))
	}
	listed := slices.Clone(helpTopics)
	slices.Sort(listed)
	if !slices.Equal(names, listed) {
		t.Errorf("files under help/ %v, topics listed %v", names, listed)
	}
	if len(slices.Compact(listed)) != len(helpTopics) {
		t.Errorf("a topic is listed twice: %v", helpTopics)
	}
}

// eightpuzzle help lists every topic with its summary after the usage;
// eightpuzzle help TOPIC prints the topic and nothing on stderr.
func TestHelpTopicsPrint(t *testing.T) {
	code, list, errOut := cli(t, "", "help")
	if code != exitOK || errOut != "" || !strings.HasPrefix(list, usage) {
		t.Fatalf("help: exit %d, stderr %q, stdout %q", code, errOut, list)
	}
	for _, topic := range helpTopics {
		text, _ := helpText(topic)
		first, _, _ := strings.Cut(text, "\n")
		if !strings.HasPrefix(first, topic+": ") || len(first) <= len(topic)+2 {
			t.Errorf("topic %s starts %q; want %q and what it covers", topic, first, topic+": ")
		}
		if !regexp.MustCompile(`(?m)^  ` + topic + ` +` + regexp.QuoteMeta(helpSummary(topic)) + `$`).MatchString(list) {
			t.Errorf("help does not list %s with its summary:\n%s", topic, list)
		}
		code, out, errOut := cli(t, "", "help", topic)
		if code != exitOK || errOut != "" || out != text || strings.Count(out, "\n") < 5 {
			t.Errorf("help %s: exit %d, stderr %q, %d lines", topic, code, errOut, strings.Count(out, "\n"))
		}
	}
	// as people type them
	if code, out, _ := cli(t, "", "help", " JSON "); code != exitOK || !strings.HasPrefix(out, "json: ") {
		t.Errorf("help JSON: exit %d, %q", code, out)
	}
}

// An unknown topic is a usage error that offers the closest topics and
// lists them all; so is more than one topic.
func TestHelpUnknownTopic(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"help", "jsn"}, `eightpuzzle help: unknown topic "jsn"; did you mean json`},
		{[]string{"help", "algo"}, `unknown topic "algo"; did you mean algorithms?`},
		{[]string{"help", "zzzzzzzz"}, `unknown topic "zzzzzzzz" (the topics: solve,`},
		{[]string{"help", "../cli.go"}, `unknown topic "../cli.go"`},
		{[]string{"help", "json", "csv"}, "give one topic; got 2"},
	} {
		code, out, errOut := cli(t, "", tc.args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d and %q", tc.args, code, out, errOut, exitUsage, tc.want)
		}
	}
}

// flagLine is a flag as flag.PrintDefaults writes it, at the start of a
// line: "  -name" and its type.
var flagLine = regexp.MustCompile(`(?m)^  -([a-z][a-z-]*)`)

// Every flag a command defines is named in its help topic, and its -h
// says where the topic is. The flags are read from -h, which prints each
// flag of the command's FlagSet (PrintDefaults walks them all), so a flag
// added to a command without a word in its topic fails here.
func TestHelpNamesEveryFlag(t *testing.T) {
	for _, cmd := range []string{"solve", "trace", "gif", "compare", "algorithms"} {
		code, _, usageText := cli(t, "", cmd, "-h")
		if code != exitOK {
			t.Fatalf("%s -h: exit %d", cmd, code)
		}
		if want := "eightpuzzle help " + cmd; !strings.Contains(usageText, want) {
			t.Errorf("%s -h does not point at %q:\n%s", cmd, want, usageText)
		}
		text, ok := helpText(cmd)
		if !ok {
			t.Fatalf("no help topic %s", cmd)
		}
		flags := flagLine.FindAllStringSubmatch(usageText, -1)
		if len(flags) < 2 {
			t.Fatalf("%s -h lists %d flags:\n%s", cmd, len(flags), usageText)
		}
		for _, m := range flags {
			// -depth must not be found inside -dls-depth
			if !regexp.MustCompile(`(^|[^\w-])-` + regexp.QuoteMeta(m[1]) + `\b`).MatchString(text) {
				t.Errorf("eightpuzzle help %s does not mention -%s", cmd, m[1])
			}
		}
	}
}

// jsonKeys adds the keys of every object in v, nested ones too.
func jsonKeys(v any, keys map[string]bool) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			keys[k] = true
			jsonKeys(x, keys)
		}
	case []any:
		for _, x := range v {
			jsonKeys(x, keys)
		}
	}
}

// Every key that solve -json, trace, compare -json (a board and a batch)
// and algorithms -json write is documented, quoted, in the json topic. The
// keys come from real runs chosen to bring out the optional ones: a size
// other than 3x3, a weight, a shuffled order, a limit, a bound, the
// backward search, the hopeless list.
func TestHelpDocumentsEveryJSONField(t *testing.T) {
	runs := [][]string{
		{"solve", "-json", "867254301"},
		{"solve", "-json", "-weight", "2", "-shuffle", "7", "1 2 3/4 0 5"},
		{"solve", "-json", "-algo", "bfs", "-max-nodes", "1", "867254301"},
		{"trace", "-algo", "bidir", "1 2 3/0 4 5"},
		{"trace", "-algo", "idastar-manhattan", "1 2 3/4 0 5"},
		{"compare", "-json", "-algos", "bfs,astar-manhattan", "123456708"},
		{"compare", "-json", "-algos", "dfs,astar-manhattan", "-weight", "2", "-shuffle", "3", "-random", "3"},
		{"algorithms", "-json", "-size", "4x4"},
	}
	keys := map[string]bool{}
	for _, args := range runs {
		_, out, errOut := cli(t, "", args...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) == 0 || lines[0] == "" {
			t.Fatalf("%v printed nothing (stderr %q)", args, errOut)
		}
		for _, l := range lines {
			var v any
			if err := json.Unmarshal([]byte(l), &v); err != nil {
				t.Fatalf("%v: bad JSON line %q: %v", args, l, err)
			}
			jsonKeys(v, keys)
		}
	}
	for _, want := range []string{"size", "weight", "shuffle", "bound", "direction", "distance", "ebf_by_depth", "hopeless"} {
		if !keys[want] {
			t.Errorf("the runs did not bring out %q: the test no longer covers it", want)
		}
	}
	text, _ := helpText("json")
	for k := range keys {
		if !strings.Contains(text, `"`+k+`"`) {
			t.Errorf("eightpuzzle help json does not document %q", k)
		}
	}
}

// Every column compare -csv writes, for one board and for a batch, is
// named in the csv topic.
func TestHelpDocumentsEveryCSVColumn(t *testing.T) {
	text, _ := helpText("csv")
	for _, args := range [][]string{
		{"compare", "-csv", "-algos", "bfs", "123456708"},
		{"compare", "-csv", "-algos", "bfs", "-random", "2"},
	} {
		_, out, errOut := cli(t, "", args...)
		header, err := csv.NewReader(strings.NewReader(out)).Read()
		if err != nil {
			t.Fatalf("%v: %v (stderr %q)", args, err, errOut)
		}
		for _, col := range header {
			if !regexp.MustCompile(`\b` + regexp.QuoteMeta(col) + `\b`).MatchString(text) {
				t.Errorf("eightpuzzle help csv does not name the column %s", col)
			}
		}
	}
}
