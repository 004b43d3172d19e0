package session

import "github.com/eightpuzzle/eightpuzzle/solver/searchlog"

// Language is the window's language the user picked ("en", "fr"); ""
// follows the system's. The session only remembers it: the window decides
// what it speaks (app/internal/locale), and reads it when it is built.
func (s *Session) Language() string { return s.language }

// SetLanguage remembers the language for the next time the window is
// built. Codes the window does not speak are ignored.
func (s *Session) SetLanguage(code string) {
	if !validLanguage(code) || code == s.language {
		return
	}
	s.language = code
	s.save()
	s.setNote(Info, tr("The new language applies from the next start of 8-puzzle."))
}

// Languages are the codes SetLanguage takes, besides "" (the system's).
var Languages = []string{"en", "fr"}

func validLanguage(code string) bool {
	for _, c := range Languages {
		if code == c {
			return true
		}
	}
	return code == ""
}

// translate and pluralize put the session's lines (status, notes,
// messages) in the window's language. The session has no Fyne: the window
// hands them in (SetTranslator), before it builds anything; without it,
// as in tests and on the command line, the lines stay English.
var (
	translate = func(key string) string { return key }
	// narrate fills a narration's template ({{.Board}}) in the window's
	// language: translate would run the template with no values first
	narrate   searchlog.Translate = searchlog.English
	pluralize                     = func(n int, one, many, count string) string {
		if n == 1 {
			return "1 " + one
		}
		return count + " " + many
	}
)

// SetTranslator sets how the session's lines are translated: tr is
// lang.L in the window; plural writes n (already written as count) with
// the noun in the right form; narration fills the search log's templates
// (Predict's verdicts quote the narration).
func SetTranslator(tr func(key string) string, plural func(n int, one, many, count string) string, narration searchlog.Translate) {
	translate, pluralize, narrate = tr, plural, narration
}

// tr is a line's English template (fmt verbs kept) in the window's language.
func tr(key string) string { return translate(key) }

// mark marks a string of a table built before the translator is set; it
// is translated (tr) where it is shown.
func mark(key string) string { return key }
