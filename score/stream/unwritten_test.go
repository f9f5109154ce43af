package stream

import (
	"strings"
	"testing"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
)

// TestFailedWithoutPoints: a failed contract written without the
// declaring team's points ("E 100D failed") is accepted under every
// built-in ruleset, where a failed contract scores the same whatever was
// taken; a made one without points still is not; and where the score
// would differ (simulated: a score that does not match the ruleset's)
// the deal is refused with both scores.
func TestFailedWithoutPoints(t *testing.T) {
	tests := []struct {
		rules, entry string
		want         string // "" for no problem, else the code
	}{
		{"tournoi-2018", "E 100D failed", ""},
		{"classique", "E 100D failed", ""},
		{"base", "E 100D failed", ""},
		{"montpellier", "E 100D X failed", ""},
		{"annonces", "E 100D failed belote EW", ""},
		{"base", "E 100D made", "summary/points"},
		{"base", "E 100D", "summary/points"},
	}
	for _, tt := range tests {
		t.Run(tt.rules+"/"+tt.entry, func(t *testing.T) {
			src := "[Rules \"" + tt.rules + "\"]\n\ndeal 1 dealer N  " + tt.entry + "\n"
			var codes []string
			h := &funcHandler{deal: func(d *Deal) {
				for _, e := range d.Errs {
					codes = append(codes, e.Code)
				}
			}}
			if err := Run(strings.NewReader(src), "f.coinche", Options{}, h); err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(codes, " "); got != tt.want {
				t.Errorf("problems %q, want %q", got, tt.want)
			}
		})
	}
	t.Run("depends", func(t *testing.T) {
		src := "[Rules \"base\"]\n\ndeal 1 dealer N  E 100D failed\n"
		var msg, fr string
		h := &funcHandler{deal: func(d *Deal) {
			if !d.Outcome.PointsUnwritten {
				t.Error("PointsUnwritten not set")
			}
			ds := *d.Score
			ds.Score[1] += 10 // as if the points had changed the score
			if err := d.Game.unwrittenPoints(d.Record, &ds, &d.Outcome); err != nil {
				msg, fr = err.Error(), err.MessageIn(i18n.French)
			}
		}}
		if err := Run(strings.NewReader(src), "f.coinche", Options{}, h); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(msg, "summary/points") || !strings.Contains(msg, "depends on them") || !strings.Contains(msg, "if 99") {
			t.Errorf("refusal: %q", msg)
		}
		if !strings.Contains(fr, "les points de l'équipe du preneur ne sont pas écrits") || !strings.Contains(fr, "99") {
			t.Errorf("French refusal: %q", fr)
		}
	})
}

// funcHandler calls deal for every deal.
type funcHandler struct{ deal func(*Deal) }

func (h *funcHandler) StartGame(*Game, notation.ErrorList) error { return nil }
func (h *funcHandler) Deal(d *Deal) error {
	if d.Record != nil {
		h.deal(d)
	}
	return nil
}
func (h *funcHandler) EndGame(*Game) error { return nil }
