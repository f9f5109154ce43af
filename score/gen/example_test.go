package gen_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score/gen"
)

// Two random games under montpellier, faults planted in about a deal in
// five; the same seed gives the same text, and every planted deal starts
// with a "# planted:" comment.
func ExampleWrite() {
	opts := gen.Options{Rules: "montpellier", Games: 2, Seed: 42, Illegal: 0.2}
	var a, b bytes.Buffer
	if err := gen.Write(&a, opts); err != nil {
		panic(err)
	}
	if err := gen.Write(&b, opts); err != nil {
		panic(err)
	}
	games, err := notation.Parse("generated", a.Bytes())
	fmt.Println("same text:", bytes.Equal(a.Bytes(), b.Bytes()))
	fmt.Println("games:", len(games), "syntax errors:", err != nil)
	fmt.Println("planted comments:", strings.Count(a.String(), "\n# planted: ") > 0)
	// Output:
	// same text: true
	// games: 2 syntax errors: false
	// planted comments: true
}

// RandomDeal feeds examples, benchmarks and `coinche deal`: the same seed
// gives the same deal.
func ExampleRandomDeal() {
	rs, _ := rulesfile.Preset("montpellier")
	e, _ := rules.NewEngine(rs)
	a := gen.RandomDeal(e, rand.New(rand.NewPCG(1, 2)), 1, notation.North)
	b := gen.RandomDeal(e, rand.New(rand.NewPCG(1, 2)), 1, notation.North)
	fmt.Println(len(a.Hands), len(a.Tricks) == 0 || len(a.Tricks) == 8, fmt.Sprint(a.Calls) == fmt.Sprint(b.Calls))
	// Output:
	// 4 true true
}
