package notation

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"
	"time"
)

// genFile writes n full deals (hands, calls, an announcement, 8 tricks with
// a belote, a result) in the canonical form, games of 20 deals with a
// header and some comments. The cards are shuffled, not played by the
// rules: the notation does not care.
func genFile(n int) []byte {
	rng := rand.New(rand.NewPCG(1, 2))
	var deck []Card
	for s := Spades; s <= Clubs; s++ {
		for r := Seven; r <= Ace; r++ {
			deck = append(deck, Card{r, s})
		}
	}
	var games []*Game
	var g *Game
	for i := 0; i < n; i++ {
		if i%20 == 0 {
			g = &Game{Tags: []Tag{{Name: "Event", Value: "Benchmark"}, {Name: "Rules", Value: "montpellier"},
				{Name: "NS", Value: "Alice / Chloé"}, {Name: "EW", Value: "Bruno / David"}}}
			games = append(games, g)
		}
		rng.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
		d := &Deal{Number: i%20 + 1, Dealer: Seat(i%4 + 1)}
		for s := 0; s < 4; s++ {
			d.Hands = append(d.Hands, Hand{Seat: Seat(s + 1), Cards: append([]Card(nil), deck[s*8:s*8+8]...)})
		}
		d.Calls = []Call{{Seat: West, Kind: Bid, Contract: Contract{Points, 80, TrumpH}}, {Seat: North, Kind: Pass},
			{Seat: East, Kind: Bid, Contract: Contract{Points, 90, TrumpS}}, {Seat: South, Kind: Pass},
			{Seat: West, Kind: Pass}, {Seat: North, Kind: Coinche}, {Seat: East, Kind: Pass}, {Seat: South, Kind: Pass}}
		d.Announces = []Announce{{Seat: East, Kind: Tierce, Cards: deck[8:11]}}
		for t := 0; t < 8; t++ {
			tr := Trick{Leader: Seat(t%4 + 1)}
			for k := 0; k < 4; k++ {
				tr.Plays = append(tr.Plays, Play{Card: deck[k*8+t]})
			}
			if t == 3 {
				tr.Plays[1].Say = SayBelote
			}
			d.Tricks = append(d.Tricks, tr)
		}
		d.Result = &Result{NS: 0, EW: 250}
		if i%10 == 0 {
			d.Notes.Before = []Comment{{Text: "# a comment before the deal"}}
			d.Tricks[2].Notes.After = []Comment{{Text: "{ why? }"}}
		}
		g.Deals = append(g.Deals, d)
	}
	var b bytes.Buffer
	if err := Print(&b, games); err != nil {
		panic(err)
	}
	return b.Bytes()
}

const benchDeals = 10000

// report adds deals/s (wall clock) and deals/cpu-s (process CPU time since
// cpu0, garbage collection included) to a benchmark's figures.
func report(b *testing.B, cpu0 time.Duration, deals int) {
	n := float64(deals) * float64(b.N)
	b.ReportMetric(n/b.Elapsed().Seconds(), "deals/s")
	if cpu := (cpuTime() - cpu0).Seconds(); cpu > 0 {
		b.ReportMetric(n/cpu, "deals/cpu-s")
	}
	b.ReportMetric(0, "ns/op")
}

func BenchmarkParse(b *testing.B) {
	src := genFile(benchDeals)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		games, err := Parse("bench", src)
		if err != nil || len(games) != benchDeals/20 {
			b.Fatal(err)
		}
	}
	report(b, cpu0, benchDeals)
}

func BenchmarkReader(b *testing.B) {
	src := genFile(benchDeals)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		readAll(b, NewReader(bytes.NewReader(src), "bench"), benchDeals)
	}
	report(b, cpu0, benchDeals)
}

// readAll reads every deal of r and fails unless there are want of them,
// without errors.
func readAll(b *testing.B, r *Reader, want int) {
	n := 0
	for {
		_, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			b.Fatal(err)
		}
		n++
	}
	if n != want {
		b.Fatalf("%d deals, want %d", n, want)
	}
}

func BenchmarkPrint(b *testing.B) {
	games, err := Parse("bench", genFile(benchDeals))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		if err := Print(io.Discard, games); err != nil {
			b.Fatal(err)
		}
	}
	report(b, cpu0, benchDeals)
}

func TestGenFileParses(t *testing.T) {
	src := genFile(40)
	games, err := Parse("gen", src)
	if err != nil || len(games) != 2 || len(games[1].Deals) != 20 {
		t.Fatalf("%v", err)
	}
	if d := games[0].Deals[3]; len(d.Tricks) != 8 || len(d.Hands) != 4 || d.Tricks[3].Plays[1].Say != SayBelote {
		t.Fatalf("deal 4 not as generated")
	}
}
