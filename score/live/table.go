package live

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/peterh/liner"
	"golang.org/x/term"

	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
)

// TableHelp is what the table prompt prints for "help".
const TableHelp = `One deal per line, as in coinche add:
  S 100H X 112 belote NS        declarer, contract, X/XX, points made, belote team
  E 80S failed 60               the contract failed; the declarers made 60
  N capot H made                a capot contract
  E 80S made capot E            E alone took every trick (capot NS|EW: a team)
  W 90SA XX 95 announce EW 50   surcoinche; announcement points per team
  pass                          every player passed
  S 80H 100 # a comment         a comment stays with the deal
Commands: undo (remove the last deal), edit N ENTRY (replace deal N),
sheet (the whole sheet), next (the next game: same teams and rules),
help, quit. Tab completes seats, suits and keywords.
`

// Table runs an interactive prompt on the game file at path: each line is
// a deal in the entry syntax of Add, or one of the commands undo, edit N
// ENTRY…, sheet, help, quit (also exit, q). The prompt names the next deal
// and its dealer; the sheet is shown after each change. A refused entry
// prints its problems and the prompt comes back, the file untouched.
//
// When in is a terminal (os.Stdin), lines are read with a line editor
// (github.com/peterh/liner): history, and Tab completion of seats, suits,
// contracts and keywords (Completer of the game's ruleset: its bids, its
// ladder, its strains and special contracts). Otherwise lines are read plainly: from
// a pipe or a file they are echoed after the prompt, so that a piped
// session reads like a transcript.
// Table returns nil at end of input or on quit, and an error only when the
// file cannot be read at the start.
func Table(in io.Reader, out io.Writer, path string) error {
	var intro bytes.Buffer
	complete := Complete
	err := read(path, func(st *state) error {
		complete = Completer(st.rs)
		if len(st.game.Deals) > 0 {
			return st.report(&intro, 0)
		}
		sv := st.view()
		rname, ok := st.game.Tag(tagRules)
		if !ok {
			rname = st.rs.Name
		}
		fmt.Fprintf(&intro, "%s against %s, rules %s, %s: no deal yet.\n",
			sv.names.Of(0), sv.names.Of(1), rname, sv.sheet.TargetText())
		return nil
	})
	if err != nil {
		return err
	}
	intro.WriteString(readOnlyNote(path))
	intro.WriteString("Enter a deal per line (\"help\" lists the commands, \"quit\" ends).\n")
	if _, err := out.Write(intro.Bytes()); err != nil {
		return err
	}
	r := newLineReader(in, out, complete)
	defer r.Close()
	for {
		line, err := r.Prompt(prompt(path))
		if err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, liner.ErrPromptAborted) {
				if p, plain := r.(*plainReader); !plain || !p.echo {
					fmt.Fprintln(out) // end the prompt's line
				}
				return nil
			}
			return err
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		r.AppendHistory(line)
		if done := tableCommand(out, path, line); done {
			return nil
		}
	}
}

// tableCommand runs one line of the table prompt; it reports whether the
// session ends.
func tableCommand(out io.Writer, path, line string) (done bool) {
	words := strings.Fields(line)
	var err error
	switch strings.ToLower(words[0]) {
	case "quit", "exit", "q":
		return true
	case "help", "?":
		fmt.Fprint(out, TableHelp)
		return false
	case "sheet":
		err = Sheet(path, out)
	case "next":
		if len(words) > 1 {
			err = errors.New("next takes no argument: it starts the next game with the same teams and rules")
		} else {
			err = NextGame(path, out)
		}
	case "undo":
		if len(words) > 1 {
			err = errors.New("undo takes no argument: it removes the last deal")
		} else {
			err = Undo(path, out)
		}
	case "edit":
		if len(words) < 3 {
			err = errors.New("edit N ENTRY: give the deal number and the corrected deal, e.g. edit 3 S 100H made 110")
			break
		}
		n, cerr := strconv.Atoi(words[1])
		if cerr != nil || n < 1 {
			err = fmt.Errorf("edit %s: want a deal number, e.g. edit 3 S 100H made 110", words[1])
			break
		}
		err = Edit(path, n, words[2:], out)
	default:
		err = Add(path, words, out)
	}
	if err != nil {
		fmt.Fprintf(out, "%v\n", err)
	}
	return false
}

// prompt names the next deal and its dealer, e.g. "deal 5, W deals> ",
// or says that the game is over.
func prompt(path string) string {
	number, dealer, over, err := next(path)
	switch {
	case err != nil:
		return "> "
	case over:
		return "game over, next starts a new game> "
	}
	return fmt.Sprintf("deal %d, %s deals> ", number, dealer.String())
}

// Next returns the number and the dealer of the next deal of the game at
// path (what Add would give them).
func Next(path string) (number int, dealer notation.Seat, err error) {
	number, dealer, _, err = next(path)
	return number, dealer, err
}

// next is Next, and whether the game is over (Add would refuse a deal).
func next(path string) (number int, dealer notation.Seat, over bool, err error) {
	err = read(path, func(st *state) error {
		number, dealer = nextNumber(st.game.Deals), st.nextDealer(st.game.Deals)
		over = st.view().sheet.Over()
		return nil
	})
	return number, dealer, over, err
}

// lineReader reads the lines of the table prompt.
type lineReader interface {
	Prompt(p string) (string, error)
	AppendHistory(line string)
	Close() error
}

// newLineReader uses the line editor on a terminal, plain reads otherwise.
func newLineReader(in io.Reader, out io.Writer, complete func(string) []string) lineReader {
	f, ok := in.(*os.File)
	tty := ok && isTerminal(f)
	if tty && f == os.Stdin && writesTo(out, os.Stdout) && liner.TerminalSupported() {
		l := liner.NewLiner()
		l.SetCtrlCAborts(true)
		l.SetCompleter(complete)
		return l
	}
	// A terminal the line editor cannot drive echoes what is typed
	// itself: prompt first, no echo.
	return &plainReader{in: bufio.NewReader(in), out: out, echo: !tty}
}

func isTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }

// plainReader reads lines without a line editor. With echo (a pipe or a
// file), each line is written after the prompt once read, so that the
// output reads like a transcript; without (a terminal), the prompt is
// written before reading.
type plainReader struct {
	in   *bufio.Reader
	out  io.Writer
	echo bool
}

func (p *plainReader) Prompt(prompt string) (string, error) {
	if !p.echo {
		io.WriteString(p.out, prompt)
	}
	line, err := p.in.ReadString('\n')
	if err != nil && (err != io.EOF || line == "") {
		return "", err
	}
	line = strings.TrimRight(line, "\r\n")
	if p.echo {
		fmt.Fprintf(p.out, "%s%s\n", prompt, line)
	}
	return line, nil
}

func (p *plainReader) AppendHistory(string) {}
func (p *plainReader) Close() error         { return nil }

// Words offered by completion.
var (
	seatWords    = []string{"N", "E", "S", "W"}
	teamWords    = []string{"NS", "EW"}
	strainWords  = []string{"H", "S", "D", "C", "SA", "TA"}
	specialWords = []string{"capot", "generale", "match"}
	afterWords   = []string{"X", "XX", "made", "failed", "belote", "capot", "announce"}
	commandWords = []string{"edit", "help", "next", "pass", "quit", "sheet", "undo"}
)

// Complete returns the completions of the last word of line, each as the
// whole line: seats and commands first; after a seat a contract (a number
// gets each strain: "100" gives "100H", "100S"… "100TA"; or capot,
// générale, match); after a special contract its strain; then X, XX,
// made, failed, belote, capot, announce; after belote, capot or announce
// a team, NS or EW.
// Words compare case-insensitively.
func Complete(line string) []string { return complete(nil, line) }

// Completer returns the completion function of the table prompt under rs:
// Complete, but the contracts offered are rs's own. After a seat, a
// number's prefix gives the bids that start with it (under a ladder its
// rungs only: "8" gives 82, 85 under 82, 85, 90 … 250), and a whole bid
// gets each strain rs allows (SA and TA only when allowed); with nothing
// typed, the special contracts rs has.
func Completer(rs *rules.Ruleset) func(line string) []string {
	return func(line string) []string { return complete(rs, line) }
}

// strainsOf are the strain words rs allows (every one when rs is nil).
func strainsOf(rs *rules.Ruleset) []string {
	if rs == nil {
		return strainWords
	}
	out := strainWords[:4:4]
	if rs.Bidding.SansAtout {
		out = append(out, "SA")
	}
	if rs.Bidding.ToutAtout {
		out = append(out, "TA")
	}
	return out
}

// contractWords completes the contract word cur under rs.
func contractWords(rs *rules.Ruleset, cur string) []string {
	n := leadingDigits(cur)
	if n == 0 {
		if rs == nil {
			return specialWords
		}
		names := make([]string, len(rs.Bidding.Specials))
		for i, sp := range rs.Bidding.Specials {
			names[i] = sp.String()
		}
		return names
	}
	var cands []string
	if rs != nil && n == len(cur) {
		v, err := strconv.Atoi(cur)
		if err != nil || !rs.Bidding.ValidValue(v) {
			// the bids this prefix starts
			for _, x := range rs.Bidding.Values() {
				if s := strconv.Itoa(x); strings.HasPrefix(s, cur) {
					cands = append(cands, s)
				}
			}
			if len(cands) > 0 {
				return cands
			}
		}
	}
	for _, s := range strainsOf(rs) {
		cands = append(cands, cur[:n]+s)
	}
	return cands
}

func complete(rs *rules.Ruleset, line string) []string {
	words := strings.Fields(line)
	cur := ""
	if len(words) > 0 && !strings.HasSuffix(line, " ") && !strings.HasSuffix(line, "\t") {
		cur = words[len(words)-1]
		words = words[:len(words)-1]
	}
	head := line[:len(line)-len(cur)]
	edit := len(words) > 0 && strings.EqualFold(words[0], "edit")
	if edit {
		if len(words) < 2 {
			return nil // a deal number
		}
		words = words[2:]
	}
	var cands []string
	switch {
	case len(words) == 0 && !edit:
		cands = append(append(cands, seatWords...), commandWords...)
	case len(words) == 0:
		cands = seatWords
	case len(words) == 1:
		cands = contractWords(rs, cur)
	default:
		prev := strings.ToLower(words[len(words)-1])
		switch {
		case len(words) == 2 && isSpecial(prev):
			cands = strainsOf(rs)
		case prev == "belote" || prev == "capot" || prev == "announce":
			cands = teamWords
		default:
			cands = afterWords
		}
	}
	var out []string
	for _, c := range cands {
		if len(c) >= len(cur) && strings.EqualFold(c[:len(cur)], cur) {
			out = append(out, head+c)
		}
	}
	return out
}

func isSpecial(w string) bool {
	for _, s := range specialWords {
		if strings.EqualFold(w, s) {
			return true
		}
	}
	return strings.EqualFold(w, "générale")
}

func leadingDigits(s string) int {
	n := 0
	for n < len(s) && '0' <= s[n] && s[n] <= '9' {
		n++
	}
	return n
}

// writesTo reports whether out is f, or a writer that writes to f through
// Unwrap (the command line's notation.VisibleWriter).
func writesTo(out io.Writer, f *os.File) bool {
	for {
		if out == io.Writer(f) {
			return true
		}
		u, ok := out.(interface{ Unwrap() io.Writer })
		if !ok {
			return false
		}
		out = u.Unwrap()
	}
}
