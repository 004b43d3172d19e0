// Package cleanlocale keeps Fyne from logging "Error parsing user locale C"
// three times at start-up on systems whose locale is C.UTF-8 (most
// containers and CI machines): noise on stderr that scripts using the
// command line would capture.
//
// Go initializes packages in import-path order once their imports are
// ready, and this package needs nothing but os, so its init runs before
// fyne.io/fyne/v2/lang (which waits on github.com/jeandeaual/go-locale and
// github.com/nicksnyder/go-i18n, both sorting after this path). main.go
// imports it for that side effect only.
package cleanlocale

import (
	"os"
	"strings"
)

func init() {
	if os.Getenv("LC_ALL") != "" || os.Getenv("LC_MESSAGES") != "" {
		return // chosen by the user: leave it
	}
	if l := os.Getenv("LANG"); strings.HasPrefix(l, "C.") || strings.HasPrefix(l, "POSIX.") {
		// Plain "C" for messages only means "no translation" to Fyne, and
		// leaves LANG, and so the character set C libraries see, as it was.
		os.Setenv("LC_MESSAGES", "C")
	}
}
