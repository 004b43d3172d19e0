//go:build !js

package app

import (
	"fyne.io/fyne/v2"

	"github.com/eightpuzzle/eightpuzzle/app/lesson"
)

// On the desktop a window has no address: lessons come from files (File >
// Open lesson, a drop, the command line), and there is no link to copy.

func (u *ui) openAddressLesson() {}

func (u *ui) linkButton(func()) fyne.CanvasObject { return nil }

func (u *ui) copyLink(lesson.Lesson) {}

// lessonOpenable says whether File > Open lesson can show a file dialog.
const lessonOpenable = true
