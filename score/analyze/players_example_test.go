package analyze_test

import (
	"fmt"
	"os"

	"github.com/coinche/coinche/score/analyze"
)

// A season per player: the reviews of every deal of the club night,
// summed per player (the NS and EW tags name them).
func ExampleSeason() {
	f, err := os.Open("../../examples/club-night-montpellier.coinche")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	season := analyze.NewSeason()
	s := analyze.NewSeasonSession(analyze.Options{}, season)
	if err := s.Run(f, "club-night-montpellier.coinche"); err != nil {
		fmt.Println(err)
		return
	}
	if err := s.Close(); err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range season.Sorted() {
		fmt.Printf("%s: %d deals (%d as declarer), %d points lost: lead %d, declarer play %d, defence %d\n",
			p.Name, p.Deals, p.Declarer, p.Lost.Total, p.Lost.Lead, p.Lost.Declarer, p.Lost.Defence)
	}
	// Output:
	// Alice: 3 deals (1 as declarer), 74 points lost: lead 0, declarer play 74, defence 0
	// Bruno: 3 deals (1 as declarer), 59 points lost: lead 12, declarer play 46, defence 1
	// Chloé: 3 deals (1 as declarer), 32 points lost: lead 21, declarer play 11, defence 0
	// David: 3 deals (0 as declarer), 60 points lost: lead 0, declarer play 4, defence 56
}
