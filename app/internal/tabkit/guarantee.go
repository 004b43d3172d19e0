package tabkit

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/eightpuzzle/eightpuzzle/solver"
)

// GuaranteeBadge is what a result's path promises in a word or two, as
// every tab shows it (solver.Guarantee, derived in the engine): green
// "shortest", amber "≤ 3× shortest", amber "no guarantee". w is the weight
// the run reports (solver.Result.Weight).
func GuaranteeBadge(g solver.Guarantee, w float64) (string, widget.Importance) {
	switch g {
	case solver.Shortest:
		return lang.L("shortest"), widget.SuccessImportance
	case solver.Bounded:
		return lang.L("≤ {{.W}}× shortest", map[string]any{"W": solver.WeightText(w)}), widget.WarningImportance
	}
	return lang.L("no guarantee"), widget.WarningImportance
}

// GuaranteeText is the same in a sentence's words: "shortest", "at most
// 3× the shortest", "no guarantee" (session.GuaranteeText, translated).
func GuaranteeText(g solver.Guarantee, w float64) string {
	switch g {
	case solver.Shortest:
		return lang.L("shortest")
	case solver.Bounded:
		return lang.L("at most {{.W}}× the shortest", map[string]any{"W": solver.WeightText(w)})
	}
	return lang.L("no guarantee")
}
