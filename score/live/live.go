// Package live keeps the score of a game at the table: it creates a game
// file (New), appends one summary deal per entry (Add), takes the last deal
// back (Undo), corrects one (Edit), shows the sheet (Sheet) and runs an
// interactive prompt for all of these (Table).
//
// The game file stays the plain-text notation of docs/notation.md, so it
// can be read, edited, checked and scored like any other. Every change is
// a read-modify-write under an advisory lock, written to a temporary file
// that is synced and renamed over the original: a crash, a closed lid or a
// second terminal never loses nor garbles a deal (durable.go). The lock is
// a hidden file beside the game file (".soir.coinche.lock"), left in place.
package live

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/coinche/coinche/internal/i18n"
	"github.com/coinche/coinche/notation"
	"github.com/coinche/coinche/rules"
	"github.com/coinche/coinche/rules/rulesfile"
	"github.com/coinche/coinche/score/stream"
)

// EntryFile is the file name given to an entry in error positions, as in
// "entry:1:3: error[call/step]: …".
const EntryFile = "entry"

// ShowDeals is how many of the last deals Add, Undo and Edit show with
// the totals.
const ShowDeals = 4

// NewOptions are the header of a new game file.
type NewOptions struct {
	// Rules is a built-in ruleset name (e.g. "montpellier") or the path
	// of a TOML ruleset (for Create on a RulesStore, its name in the
	// store's RulesFS); required.
	Rules string
	// NS and EW name the teams, e.g. "Alice / Chloé"; optional.
	NS, EW string
	// Target overrides the ruleset's game target, in points; 0 keeps it.
	Target int
	// Dealer is the first dealer's seat, N E S or W (case-insensitive;
	// "North"… accepted); "" is North.
	Dealer string
	// Event, Site, Date and Round are written as tags when set.
	Event, Site, Date, Round string
	// Players are the players by seat, North, East, South, West (the
	// tags of those names, docs/notation.md); "" writes no tag.
	Players [4]string
	// Append adds the game after the last game of an existing file
	// (a file that does not exist is created).
	Append bool
}

// Header tag names the workflow reads and writes (docs/notation.md).
const (
	tagRules  = "Rules"
	tagTarget = "Target"
	tagDealer = "Dealer" // the first deal's dealer
)

// EntryError is an entry (or edit) refused before anything was written:
// its syntax, or the checker's verdict on it under the game's ruleset.
// Errs carry positions in EntryFile, line 1, columns in Line.
type EntryError struct {
	// Line is the line the positions in EntryFile are in: the entry as
	// typed, or, for a problem the judge finds in the file the entry
	// would make, the deal's line as it would have been written.
	Line string
	// Entry is the entry as typed, when Line is not it.
	Entry string
	Errs  notation.ErrorList
	// the file as it would have been, for problems elsewhere in it
	name string
	file []byte
}

// Error prints every problem compiler-style with the entry and a caret
// under the offending word, and says that nothing was written.
func (e *EntryError) Error() string { return e.text(i18n.English) }

// GameProblemsError is returned by Add when the game being played already
// has problems that check reports and that make score refuse it (a bad
// Target tag, a deal written by hand that breaks a rule): a deal added
// then would not reach the sheet. Errs are those problems, at their
// places in the file. Edit and Undo, which can put a deal right, are not
// refused for them. Nothing is written.
type GameProblemsError struct {
	Path string
	Errs notation.ErrorList
	src  []byte
}

func (e *GameProblemsError) Error() string { return e.text(i18n.English) }

// ErrGameOver is returned (wrapped in a *GameOverError) by Add when the
// game already has a winner.
var ErrGameOver = errors.New("the game is over")

// New creates the game file at path with the header of opts and no deal:
// the tags Event, Site, Date, Rules, Target, NS, EW when given, and Dealer
// (the first dealer, which Add reads). A ruleset file is written relative
// to the game file's directory and must lie in it or below (rulesfile.Resolve
// reads it from there). New refuses to overwrite an existing file (the
// error wraps fs.ErrExist), and checks first that the ruleset resolves and
// the dealer is a seat. The file appears whole or not at all.
func New(path string, opts NewOptions) error {
	text, err := newHeader(path, nil, opts)
	if err != nil {
		return err
	}
	if opts.Append {
		if _, err := os.Stat(path); err == nil {
			return appendGame(path, text)
		}
	}
	err = FileStore{path}.Create([]byte(text))
	if errors.Is(err, fs.ErrExist) {
		return &ExistsError{Path: path}
	}
	return err
}

// ExistsError is New on a file that exists: it is not overwritten. It
// is fs.ErrExist (errors.Is).
type ExistsError struct{ Path string }

func (e *ExistsError) Error() string {
	return fmt.Sprintf("new %s: the file exists; not overwritten", e.Path)
}

// Is makes an ExistsError fs.ErrExist.
func (e *ExistsError) Is(target error) bool { return target == fs.ErrExist }

// newHeader is the text of a new game file named name (its path, for a
// ruleset file's) with the header of opts; a ruleset file is read from
// rulesFS when not nil (RulesStore), where opts.Rules names it as is.
func newHeader(name string, rulesFS fs.FS, opts NewOptions) (string, error) {
	if strings.TrimSpace(opts.Rules) == "" {
		return "", fmt.Errorf("new %s: no ruleset: give a built-in name (e.g. montpellier) or a TOML path", name)
	}
	rulesValue := strings.TrimSpace(opts.Rules) // a name in rulesFS as is
	if rulesFS == nil {
		var err error
		if rulesValue, err = rulesTag(opts.Rules, name); err != nil {
			return "", fmt.Errorf("new %s: %w", name, err)
		}
	}
	if _, err := rulesfile.ResolveFS(rulesFS, rulesValue, name, ""); err != nil {
		return "", fmt.Errorf("new %s: %w", name, err)
	}
	dealer := notation.North
	if opts.Dealer != "" {
		var ok bool
		if dealer, ok = notation.ParseSeat(opts.Dealer); !ok {
			return "", fmt.Errorf("new %s: dealer %q is not a seat: want N, E, S or W", name, opts.Dealer)
		}
	}
	if opts.Target < 0 {
		return "", fmt.Errorf("new %s: target %d: want a positive number of points", name, opts.Target)
	}
	g := &notation.Game{}
	add := func(name, value string) {
		if value != "" {
			g.Tags = append(g.Tags, notation.Tag{Name: name, Value: value})
		}
	}
	add("Event", opts.Event)
	add("Site", opts.Site)
	add("Date", opts.Date)
	add(tagRules, rulesValue)
	if opts.Target > 0 {
		add(tagTarget, strconv.Itoa(opts.Target))
	}
	add("Round", opts.Round)
	add("NS", opts.NS)
	add("EW", opts.EW)
	for i, seat := range [4]string{"North", "East", "South", "West"} {
		add(seat, opts.Players[i])
	}
	add(tagDealer, dealer.String())
	text, err := headerText(g)
	if err != nil {
		return "", fmt.Errorf("new %s: %w", name, err)
	}
	return text, nil
}

// resolvedDir is the directory dir, absolute and with its symbolic links
// followed; as far as it can be when that fails.
func resolvedDir(dir string) string {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		return real
	}
	return dir
}

// rulesTag is the Rules tag for a ruleset given to New: a built-in name
// as is; a TOML path (relative to the working directory) made relative to
// the game file's directory, where rulesfile.Resolve looks for it. A ruleset
// outside that directory is refused: the game file must stay readable
// with what sits beside it. Both directories are compared resolved
// (absolute, links followed), however they were named; whether the file
// itself, a symbolic link, may be read from there is rulesfile.Resolve's to
// say. A name that is neither a built-in ruleset nor a file is an unknown
// ruleset (the error wraps rulesfile.ErrUnknownPreset).
func rulesTag(value, gameFile string) (string, error) {
	value = strings.TrimSpace(value)
	if rulesfile.IsPreset(value) {
		return value, nil
	}
	if _, err := os.Lstat(value); errors.Is(err, fs.ErrNotExist) {
		_, err := rulesfile.Resolve("", "", value)
		return "", err
	}
	abs := filepath.Join(resolvedDir(filepath.Dir(value)), filepath.Base(value))
	dir := resolvedDir(filepath.Dir(gameFile))
	rel, err := filepath.Rel(dir, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", fmt.Errorf("ruleset %s: not a built-in ruleset, and a ruleset file must be in the game file's directory (%s) or below it: copy it there", value, dir)
	}
	return filepath.ToSlash(rel), nil
}

// Add appends one summary deal to the last game of the file at path
// (Game.Add on a FileStore) and writes to w what it wrote and the last
// ShowDeals deals of the sheet with the totals, and who won once the game
// is over (WriteChange).
func Add(path string, entry []string, w io.Writer) error {
	return onFile(path, w, func(g *Game) (Change, error) { return g.Add(entry) })
}

// Undo removes the last deal of the last game of the file at path
// (Game.Undo) and writes what it removed to w, then the sheet.
func Undo(path string, w io.Writer) error {
	return onFile(path, w, func(g *Game) (Change, error) { return g.Undo() })
}

// Edit replaces deal n of the last game of the file at path with the
// summary deal of entry (Game.Edit); w gets the old and the new deal,
// then the sheet.
func Edit(path string, n int, entry []string, w io.Writer) error {
	return onFile(path, w, func(g *Game) (Change, error) { return g.Edit(n, entry, "") })
}

// NextGame appends the next game of the same table to the file at path
// (Game.Next: the last game must be over, unless force) and writes a line
// naming it to w.
func NextGame(path string, force bool, w io.Writer) error {
	return onFile(path, w, func(g *Game) (Change, error) { return g.Next(0, force) })
}

// Sheet writes the score sheet of the last game of the file at path to w:
// every deal with its score, the totals, and who won or where the game
// stands.
func Sheet(path string, w io.Writer) error {
	g, err := Open(FileStore{path})
	if err != nil {
		return err
	}
	var out bytes.Buffer
	if err := WriteSheet(&out, g, 0); err != nil {
		return err
	}
	_, err = w.Write(out.Bytes())
	return err
}

// onFile opens the game file at path, makes one change and writes its
// report (WriteChange) to w once the change is stored; a report that
// cannot be written is a *ReportError.
func onFile(path string, w io.Writer, fn func(g *Game) (Change, error)) error {
	g, err := Open(FileStore{path})
	if err != nil {
		return err
	}
	ch, err := fn(g)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	if err := WriteChange(&out, g, ch); err != nil {
		return err
	}
	return report(path, w, out.Bytes())
}

// state is a parsed game file, its last game's ruleset, and what the
// judge (stream.Judge: the pipeline of check and score) makes of it.
type state struct {
	path    string
	rulesFS fs.FS // the store's house rulesets (RulesStore); nil: the disk
	src     []byte
	games   []*notation.Game
	game    *notation.Game // the last game: the one being played
	rs      *rules.Ruleset
	eng     *rules.Engine
	judged  *stream.Judgement
	// appended: Add judged and appended deals since src was parsed; their
	// records carry the entry's positions, not the text's (Game.placed)
	appended bool
}

// load parses src, resolves the last game's ruleset (from rulesFS when
// not nil: RulesStore) and judges the file. A file with syntax errors is
// refused: the workflow writes only into a file it understands.
func load(path string, rulesFS fs.FS, src []byte) (*state, error) {
	games, err := notation.Parse(path, src)
	if err != nil {
		var list notation.ErrorList
		errors.As(err, &list)
		return nil, &BrokenError{Path: path, Why: whySyntax, Errs: list, Src: src}
	}
	if len(games) == 0 {
		return nil, &BrokenError{Path: path, Why: whyNoGame}
	}
	g := games[len(games)-1]
	value, _ := g.Tag(tagRules) // none: the default preset, as for check and score
	rs, err := rulesfile.ResolveFS(rulesFS, value, path, "")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	eng, err := rules.NewEngine(rs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	j, err := stream.JudgeFS(src, path, rulesFS)
	if err != nil {
		return nil, err
	}
	if last := j.Last(); last == nil || last.Sheet == nil {
		var errs notation.ErrorList
		if last != nil {
			errs = last.All()
		}
		return nil, &BrokenError{Path: path, Why: whyScore, Errs: errs, Src: src}
	}
	return &state{path: path, rulesFS: rulesFS, src: src, games: games, game: g, rs: rs, eng: eng, judged: j}, nil
}

// BrokenError is a game file the workflow does not write into: syntax
// errors, no game header, or a last game that cannot be scored (its
// ruleset does not load). Errs are the problems, at their places in Src.
type BrokenError struct {
	Path string
	Why  string
	Errs notation.ErrorList
	Src  []byte
}

func (e *BrokenError) Error() string { return e.text(i18n.English) }

// entryDeal parses the entry words into a summary deal of the game.
func (st *state) entryDeal(entry []string, number int, dealer notation.Seat) (*notation.Deal, error) {
	line := strings.Join(entry, " ")
	if strings.TrimSpace(line) == "" {
		return nil, errors.New("empty entry: give a deal, e.g. S 100H X 112 belote NS, E 80S failed 60, N capot H made, or pass")
	}
	if strings.ContainsAny(line, "\n\r") {
		return nil, errors.New("an entry is one line")
	}
	sum, err := notation.ParseEntry(EntryFile, line)
	if err != nil {
		var list notation.ErrorList
		if errors.As(err, &list) {
			return nil, &EntryError{Line: line, Errs: list}
		}
		return nil, err
	}
	if sum == nil {
		return nil, errors.New("the entry gives no deal")
	}
	// "N capot H made": a capot, match or générale made means the
	// declaring team took every trick; say so in the record, which the
	// checker and the score then read (and cross-check) like any capot.
	if !sum.AllPass && sum.Contract.Level != notation.Points && sum.Verdict == notation.Made &&
		sum.Points == -1 && sum.Capot == notation.NoTeam && sum.Declarer != notation.NoSeat {
		sum.Capot = sum.Declarer.Team()
	}
	d := &notation.Deal{Pos: sum.Pos, Game: st.game, Number: number, Dealer: dealer, Summary: sum, End: sum.Pos}
	d.Notes.After = entryComments(line)
	return d, nil
}

// entryComments returns the comments of an entry line ("S 100H 112 # a
// great coinche", "{ Bruno dealt } pass"), which the parser reads and
// drops: the deal keeps them at the end of its line. An unclosed block
// comment is left to the parser, which reports it.
func entryComments(line string) []notation.Comment {
	var cs []notation.Comment
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '#':
			text := strings.TrimRight(line[i:], " \t\r\v\f")
			return append(cs, notation.Comment{Pos: notation.Pos{Line: 1, Col: i + 1, Offset: i}, Text: text})
		case '{':
			j := strings.IndexByte(line[i:], '}')
			if j < 0 {
				return cs
			}
			cs = append(cs, notation.Comment{Pos: notation.Pos{Line: 1, Col: i + 1, Offset: i}, Text: line[i : i+j+1]})
			i += j
		}
	}
	return cs
}

// judgeChange judges next, the file with deal i of the last game added or
// replaced by entry, as check and score will judge it once written: the
// change is refused (an *EntryError) when the file then has a problem it
// did not have: any problem of deal i (but those of a code in kept that
// deal i already had), or a problem of another deal, or of the game's
// header, with a code it did not have before. So a file that checked
// clean checks clean after every accepted change, and scores.
func (st *state) judgeChange(next []byte, i int, entry []string, kept ...string) (*state, error) {
	after, err := st.rejudge(next)
	if err != nil {
		return nil, err
	}
	before, now := st.judged.Last(), after.judged.Last()
	var fresh notation.ErrorList
	had := func(list notation.ErrorList, code string) bool {
		return slices.ContainsFunc(list, func(e *notation.Error) bool { return e.Code == code })
	}
	dealErrs := func(g *stream.JudgedGame, k int) notation.ErrorList {
		if k < len(g.Deals) {
			return g.Deals[k]
		}
		return nil
	}
	for _, e := range append(append(notation.ErrorList{}, now.Start...), now.Between...) {
		if !had(before.Start, e.Code) && !had(before.Between, e.Code) {
			fresh = append(fresh, e)
		}
	}
	for k := range now.Deals {
		for _, e := range now.Deals[k] {
			old := dealErrs(before, k)
			if k == i && !slices.Contains(kept, e.Code) || !had(old, e.Code) {
				fresh = append(fresh, e)
			}
		}
	}
	if len(fresh) == 0 {
		return after, nil
	}
	return nil, entryError(next, after.game.Deals[i], entry, fresh)
}

// entryError is the *EntryError of problems found by the judge in the
// file as it would be: those on the deal's own line are shown on that
// line (its canonical text, which is what would have been written), the
// others at their place in the file as it would be.
func entryError(next []byte, d *notation.Deal, entry []string, errs notation.ErrorList) error {
	head := d.Head
	if !head.IsValid() {
		head = d.Pos
	}
	lineStart := head.Offset - (head.Col - 1)
	lineEnd := lineStart
	for lineEnd < len(next) && next[lineEnd] != '\n' {
		lineEnd++
	}
	ee := &EntryError{Line: string(next[lineStart:lineEnd]), Entry: strings.Join(entry, " ")}
	for _, e := range errs {
		c := *e
		if c.Pos.Line == head.Line {
			c.File = EntryFile
			c.Pos.Line, c.Pos.Offset = 1, c.Pos.Offset-lineStart
			if c.End.IsValid() && c.End.Line == head.Line {
				c.End.Line, c.End.Offset = 1, c.End.Offset-lineStart
			} else {
				c.End = notation.Pos{}
			}
		} else if ee.file == nil {
			ee.file, ee.name = next, c.File
		}
		ee.Errs = append(ee.Errs, &c)
	}
	ee.Errs.Sort()
	return ee
}

// rejudge is the state of next, the file as a change would leave it.
func (st *state) rejudge(next []byte) (*state, error) {
	after, err := load(st.path, st.rulesFS, next)
	if err != nil {
		return nil, fmt.Errorf("internal error: the change does not read back (%v); file left untouched", err)
	}
	return after, nil
}

// problems are the last game's problems that make score refuse it
// (warnings left out).
func (st *state) problems() notation.ErrorList {
	var errs notation.ErrorList
	for _, e := range st.judged.Last().All() {
		if !e.Warning {
			errs = append(errs, e)
		}
	}
	return errs
}

// view is the last game's score sheet, as the judge scored it.
func (st *state) view() *sheetView {
	g := st.judged.Last()
	return &sheetView{sheet: g.Sheet, names: g.Names}
}

// nextDealer is the dealer of the deal after deals: the seat after the
// last dealer in the direction of play (the same seat after an all-pass
// deal under all_pass = "same-dealer"), or the header's first dealer.
func (st *state) nextDealer(deals []*notation.Deal) notation.Seat {
	first := notation.North
	if v, ok := st.game.Tag(tagDealer); ok {
		if s, ok := notation.ParseSeat(v); ok {
			first = s
		}
	}
	if len(deals) == 0 {
		return first
	}
	if last := deals[len(deals)-1]; last.Dealer != notation.NoSeat {
		// After an all-pass deal the same dealer deals again under
		// bidding.all_pass = "same-dealer".
		if last.Summary != nil && last.Summary.AllPass && st.eng.Ruleset().Bidding.AllPass == rules.AllPassSameDealer {
			return last.Dealer
		}
		return st.eng.NextSeat(last.Dealer)
	}
	s := first
	for range deals {
		s = st.eng.NextSeat(s)
	}
	return s
}

// verify parses the new content and checks that it reads back as meant:
// no syntax error, the same number of games, and deal i of the last game
// printing as text. It guards the file against a printer and a parser
// that disagree.
func (st *state) verify(next []byte, i int, text string) error {
	games, err := notation.Parse(st.path, next)
	if err != nil {
		return fmt.Errorf("internal error: the new deal does not read back (%v); file left untouched", err)
	}
	if len(games) != len(st.games) {
		return fmt.Errorf("internal error: the new deal reads back as %d games, want %d; file left untouched", len(games), len(st.games))
	}
	deals := games[len(games)-1].Deals
	if i >= len(deals) {
		return fmt.Errorf("internal error: the new deal does not read back; file left untouched")
	}
	got, err := dealText(deals[i])
	if err != nil || got != text {
		return fmt.Errorf("internal error: the new deal reads back as %q, want %q; file left untouched", got, text)
	}
	return nil
}

// dealNotes gathers every comment of a deal, in source order, as the
// notes of a one-line summary deal: those before its keyword above it, the
// others at the end of its line, followed by more (the entry's).
func dealNotes(d *notation.Deal, more []notation.Comment) notation.Notes {
	var all []notation.Comment
	add := func(n notation.Notes) { all = append(append(all, n.Before...), n.After...) }
	add(d.Notes)
	add(d.CallNotes)
	add(d.WonNotes)
	for i := range d.Hands {
		add(d.Hands[i].Notes)
	}
	for i := range d.Announces {
		add(d.Announces[i].Notes)
	}
	for i := range d.Tricks {
		add(d.Tricks[i].Notes)
	}
	if d.Claim != nil {
		add(d.Claim.Notes)
	}
	if d.Result != nil {
		add(d.Result.Notes)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Pos.Offset < all[j].Pos.Offset })
	var n notation.Notes
	for _, c := range all {
		if d.Head.IsValid() && c.Pos.Offset < d.Head.Offset {
			n.Before = append(n.Before, c)
		} else {
			n.After = append(n.After, c)
		}
	}
	n.After = append(n.After, more...)
	return n
}

// nextNumber numbers the deal after deals.
func nextNumber(deals []*notation.Deal) int {
	if len(deals) == 0 {
		return 1
	}
	if n := deals[len(deals)-1].Number; n > 0 {
		return n + 1
	}
	return len(deals) + 1
}

// findDeal finds deal n by its number, else by its rank; -1 if none.
func findDeal(deals []*notation.Deal, n int) int {
	for i, d := range deals {
		if d.Number == n {
			return i
		}
	}
	if n >= 1 && n <= len(deals) && deals[n-1].Number == 0 {
		return n - 1
	}
	return -1
}

func dealRange(deals []*notation.Deal) string {
	switch len(deals) {
	case 0:
		return "no deal"
	case 1:
		return "deal " + strconv.Itoa(nextNumber(nil))
	}
	first, last := deals[0].Number, deals[len(deals)-1].Number
	if first == 0 || last == 0 {
		return strconv.Itoa(len(deals)) + " deals"
	}
	return fmt.Sprintf("deals %d to %d", first, last)
}

// splice returns src with src[start:end] replaced by s, in a new slice.
func splice(src []byte, start, end int, s string) []byte {
	out := make([]byte, 0, len(src)-(end-start)+len(s))
	out = append(out, src[:start]...)
	out = append(out, s...)
	return append(out, src[end:]...)
}

// trimSpaceBefore moves i back over ASCII white space.
func trimSpaceBefore(src []byte, i int) int {
	for i > 0 {
		switch src[i-1] {
		case ' ', '\t', '\n', '\r':
			i--
			continue
		}
		break
	}
	return i
}

// shown is a deal's text as Add, Undo and Edit print it: as is on one
// line, or the lines indented under the message.
func shown(b []byte) string {
	s := strings.TrimSpace(string(b))
	if !strings.Contains(s, "\n") {
		return s
	}
	return "\n    " + strings.ReplaceAll(s, "\n", "\n    ")
}

// shownStart is where the text of a deal starts: its keyword, else its
// position.
func shownStart(d *notation.Deal) int {
	if d.Head.IsValid() {
		return d.Head.Offset
	}
	return d.Pos.Offset
}

// Next returns the number and the dealer of the next deal of the game at
// path (what Add would give them).
func Next(path string) (number int, dealer notation.Seat, err error) {
	g, err := Open(FileStore{path})
	if err != nil {
		return 0, notation.NoSeat, err
	}
	number, dealer = g.NextDeal()
	return number, dealer, nil
}
