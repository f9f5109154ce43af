// Package table is the table prompt (coinche table): a game kept deal by
// deal in a terminal, on the game-keeping API of package score/live.
package table

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/atomicfile"
	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/score/live"

	"github.com/peterh/liner"
	"golang.org/x/term"

	"github.com/coinche/coinche/rules"
)

// ErrInterrupted is returned by Table when the session was left with
// Ctrl-C twice in a row (the command line exits 130, as shells do for an
// interrupt).
var ErrInterrupted = errors.New("interrupted")

// Table runs an interactive prompt on the game file at path: each line is
// a deal in the entry syntax of coinche add, or one of the commands undo,
// edit N ENTRY…, sheet, next, help, quit (also exit, q). The prompt names
// the next deal and its dealer; the sheet is shown after each change. A
// refused entry prints its problems and the prompt comes back, the file
// untouched. The game is kept through live.Game on a live.FileStore: an
// entry is judged against the game as it is when the line is entered, and
// a deal another writer added meanwhile (a second terminal, a phone) is
// never overwritten nor skipped: the entry is refused with what changed.
//
// When in is a terminal (os.Stdin), lines are read with a line editor
// (github.com/peterh/liner): history, and Tab completion of seats, suits,
// contracts and keywords (Completer of the game's ruleset). Ctrl-C drops
// the line being typed; a second Ctrl-C in a row leaves (ErrInterrupted),
// as does Ctrl-D (nil). Otherwise lines are read plainly: from a pipe or a
// file they are echoed after the prompt, so that a piped session reads
// like a transcript.
// Table returns nil at end of input or on quit, ErrInterrupted on a
// double Ctrl-C, and another error only when the file cannot be read at
// the start.
func Table(in io.Reader, out io.Writer, path string, l i18n.Lang) error {
	store := live.FileStore{Path: path}
	g, err := live.Open(store)
	if err != nil {
		return err
	}
	var intro bytes.Buffer
	if err := writeIntro(&intro, g, l); err != nil {
		return err
	}
	var we *atomicfile.Error
	if err := store.Writable(); errors.As(err, &we) {
		fmt.Fprintln(&intro, l.T(i18n.TableReadOnly, we.Err.Error()))
	}
	fmt.Fprintln(&intro, l.T(i18n.TableEnter))
	if _, err := out.Write(intro.Bytes()); err != nil {
		return err
	}
	r := newLineReader(in, out, Completer(g.Ruleset()))
	defer r.Close()
	if _, editor := r.(*liner.State); editor {
		// Between two prompts (a change being written, the sheet
		// drawn) the terminal is not in the line editor's raw mode and
		// Ctrl-C would be SIGINT: ignored there, so that a change is
		// never cut short; at the prompt it is a key (ErrPromptAborted).
		signal.Ignore(os.Interrupt)
		defer signal.Reset(os.Interrupt)
	}
	s := &session{g: g, out: out, l: l}
	aborted := false
	for {
		p := s.prompt()
		line, err := r.Prompt(p)
		if errors.Is(err, liner.ErrPromptAborted) {
			if aborted {
				fmt.Fprintln(out)
				return ErrInterrupted
			}
			aborted = true
			fmt.Fprintln(out, l.T(i18n.TableDropped))
			continue
		}
		aborted = false
		if err != nil {
			if errors.Is(err, io.EOF) {
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
		if done := s.command(line); done {
			return nil
		}
	}
}

// writeIntro writes the sheet of a game with deals, or who plays whom
// under which rules for a game with none.
func writeIntro(w io.Writer, g *live.Game, l i18n.Lang) error {
	if g.Sheet() != nil && len(g.Sheet().Rows()) > 0 {
		return live.WriteSheetIn(w, g, 0, l)
	}
	rname, ok := g.Header().Tag("Rules")
	if !ok {
		rname = g.Ruleset().Name
	}
	names := g.Names()
	_, err := fmt.Fprintln(w, l.T(i18n.TableIntro, names.Of(0), names.Of(1), rname, g.Sheet().TargetTextIn(l)))
	return err
}

// session is one table prompt: its game, where it writes, and the deal
// number its last prompt showed.
type session struct {
	g     *live.Game
	out   io.Writer
	l     i18n.Lang
	shown int
}

// commands are the table's command words, English and French, by the
// English one.
var commands = map[string]string{
	"quit": "quit", "exit": "quit", "q": "quit", "quitter": "quit", "sortir": "quit",
	"help": "help", "?": "help", "aide": "help",
	"sheet": "sheet", "feuille": "sheet",
	"next": "next", "suivante": "next",
	"undo": "undo", "annuler": "undo",
	"edit": "edit", "corriger": "edit",
}

// command runs one line of the table prompt; it reports whether the
// session ends.
func (s *session) command(line string) (done bool) {
	words := strings.Fields(line)
	var ch live.Change
	var err error
	switch commands[strings.ToLower(words[0])] {
	case "quit":
		return true
	case "help":
		fmt.Fprint(s.out, s.l.T(i18n.TableHelp))
		return false
	case "sheet":
		if _, err = s.g.Refresh(); err == nil {
			err = live.WriteSheetIn(s.out, s.g, 0, s.l)
		}
		s.report(err)
		return false
	case "next":
		ch, err = s.next(words[1:])
	case "undo":
		if len(words) > 1 {
			err = errors.New(s.l.T(i18n.TableUndoArgs))
		} else {
			ch, err = s.g.Undo()
		}
	case "edit":
		ch, err = s.edit(words[1:])
	default:
		ch, err = s.add(words)
	}
	if err == nil {
		err = live.WriteChangeIn(s.out, s.g, ch, s.l)
	}
	s.report(err)
	return false
}

// add adds a deal as the number the prompt showed: a deal added meanwhile
// by another writer makes it refused (live.MovedOnError).
func (s *session) add(words []string) (live.Change, error) {
	if s.shown > 0 {
		return s.g.AddAt(s.shown, words)
	}
	return s.g.Add(words)
}

func (s *session) next(args []string) (live.Change, error) {
	switch {
	case len(args) == 0:
		return s.g.Next(0, false)
	case len(args) == 1 && (strings.EqualFold(args[0], "force") || strings.EqualFold(args[0], "forcer")):
		return s.g.Next(0, true)
	}
	return live.Change{}, errors.New(s.l.T(i18n.TableNextArgs))
}

func (s *session) edit(args []string) (live.Change, error) {
	if len(args) < 2 {
		return live.Change{}, errors.New(s.l.T(i18n.TableEditUsage))
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 1 {
		return live.Change{}, errors.New(s.l.T(i18n.TableEditNotNumber, args[0]))
	}
	return s.g.Edit(n, args[1:], "")
}

// report prints a refusal with what may be done at the prompt.
func (s *session) report(err error) {
	if err == nil {
		return
	}
	fmt.Fprintln(s.out, live.ErrorText(err, s.l))
	var moved *live.MovedOnError
	switch {
	case errors.As(err, &moved):
		fmt.Fprintln(s.out, s.l.T(i18n.TableHintMoved))
		live.WriteSheetIn(s.out, s.g, live.ShowDeals, s.l)
	case errors.Is(err, live.ErrGameOver):
		fmt.Fprintln(s.out, s.l.T(i18n.TableHintOver))
	case errors.Is(err, live.ErrNotOver):
		fmt.Fprintln(s.out, s.l.T(i18n.TableHintNotOver))
	}
}

// prompt names the next deal and its dealer, e.g. "deal 5, W deals> ",
// or says that the game is over; the game read again first when another
// writer changed it.
func (s *session) prompt() string {
	s.shown = 0
	if _, err := s.g.Refresh(); err != nil || s.g.Sheet() == nil {
		return "> "
	}
	if s.g.Sheet().Over() {
		return s.l.T(i18n.TablePromptOver)
	}
	number, dealer := s.g.NextDeal()
	s.shown = number
	return s.l.T(i18n.TablePrompt, number, dealer.String())
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

// Words offered by completion: the seats, teams, strains and coinche
// levels as notation spells them, the keywords of an entry, the commands.
var (
	seatWords    = codes(notation.Seats[:], notation.Seat.String)
	teamWords    = notation.TeamCodes[:]
	strainWords  = codes([]notation.Strain{notation.TrumpH, notation.TrumpS, notation.TrumpD, notation.TrumpC, notation.SansAtout, notation.ToutAtout}, notation.Strain.Code)
	specialWords = []string{"capot", "generale", "match"}
	afterWords   = append(codes([]notation.CoincheLevel{notation.Coinched, notation.Surcoinched}, notation.CoincheLevel.String),
		"made", "failed", "belote", "capot", "announce")
	commandWords = []string{"edit", "help", "next", "pass", "quit", "sheet", "undo"}
)

// codes spells each of list with code.
func codes[T any](list []T, code func(T) string) []string {
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = code(x)
	}
	return out
}

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
