package i18n

// The keys of the game kept at the table: what coinche add, undo, edit and
// next answer (package score/live's WriteChange, ErrorText), and the table
// prompt (internal/table).
//
// Words chosen: « donne » for a deal and « donneur » for the dealer, as
// 000 (« Donne ») and 001 say it; « preneur » for the declarer; a contract
// « fait » or « chuté » (002 and 004 write « chuté », « dedans » is the
// spoken word: the entry accepts both, the messages say « chuté »);
// « partie » for a game (« manche » is a game of a match in 004, not what a
// file's game is).
const (
	LiveAdded          Key = "live.added"           // "added DEAL"
	LiveRemoved        Key = "live.removed"         // "removed DEAL"
	LiveWas            Key = "live.was"             // "was DEAL" (edit)
	LiveNow            Key = "live.now"             // "now DEAL" (edit)
	LiveStarted        Key = "live.started"         // "game 2 started: W deals first"
	LiveGameRemoved    Key = "live.game-removed"    // undo right after next
	LiveGameOverLine   Key = "live.game-over"       // before the result line once the game is over
	LiveColNumber      Key = "live.col.number"      // "#"
	LiveColContract    Key = "live.col.contract"    //
	LiveColResult      Key = "live.col.result"      //
	LiveColTotal       Key = "live.col.total"       //
	LiveGameOver       Key = "live.err.game-over"   // FILE: the game is over (WHY); not changed
	LiveEditAfterEnd   Key = "live.err.after-end"   // an edit that ends the game before deal N
	LiveMovedDeal      Key = "live.err.moved"       // expected deal N, the next is M
	LiveMovedGames     Key = "live.err.moved-games" // expected N games, the file has M
	LiveMovedRevision  Key = "live.err.moved-rev"   // the text changed since the edit was made
	LiveNotOver        Key = "live.err.not-over"    // next before the end
	LiveNoDeal         Key = "live.err.no-deal"     // undo with nothing to undo
	LiveNoDealYet      Key = "live.err.no-deal-yet" // next with no deal in the game
	LiveFullRecord     Key = "live.err.full-record" // an edit of a deal recorded in full
	LiveProblems       Key = "live.err.problems"    // the game has problems: fix them, then add
	LiveBroken         Key = "live.err.broken"      // FILE: WHY; not changed
	LiveBrokenSyntax   Key = "live.broken.syntax"   // why: syntax errors
	LiveBrokenNoGame   Key = "live.broken.no-game"  // why: no header
	LiveBrokenScore    Key = "live.broken.score"    // why: the last game cannot be scored
	TableIntro         Key = "table.intro"          // "NS against EW, rules R, target: no deal yet."
	TableReadOnly      Key = "table.read-only"      // the file cannot be changed here
	TableEnter         Key = "table.enter"          // how to use the prompt
	TablePrompt        Key = "table.prompt"         // "deal 5, W deals> "
	TablePromptOver    Key = "table.prompt.over"    // the game is over
	TableHelp          Key = "table.help"           // the help text
	TableDropped       Key = "table.dropped"        // Ctrl-C once
	TableHintMoved     Key = "table.hint.moved"     // another writer changed the game
	TableHintOver      Key = "table.hint.over"      // what to do once the game is over
	TableHintNotOver   Key = "table.hint.not-over"  // next force
	TableUndoArgs      Key = "table.undo-args"      // undo takes no argument
	TableNextArgs      Key = "table.next-args"      // next takes no argument
	TableEditUsage     Key = "table.edit-usage"     // edit N ENTRY
	TableEditNotNumber Key = "table.edit-number"    // edit X: not a deal number
	CLIHintOver        Key = "cli.hint.over"        // coinche add on a game won
	CLIHintNotOver     Key = "cli.hint.not-over"    // coinche next before the end
	CLIHintBroken      Key = "cli.hint.broken"      // a file the workflow will not write into
	CLIHintNoFile      Key = "cli.hint.no-file"     // no such game file
	CLIHintExists      Key = "cli.hint.exists"      // coinche new on a file that exists
	LiveExists         Key = "live.err.exists"      // new on a file that exists
	CheckFiles         Key = "check.v.files"        // check -v: "2 files"
	CheckGames         Key = "check.v.games"        // "5 games"
	CheckDeals         Key = "check.v.deals"        // "84 deals"
	CheckProblems      Key = "check.v.problems"     // "3 problems"
	CheckNoProblem     Key = "check.v.no-problem"   // "no problem"
)

var tableEnglish = map[Key]Msg{
	LiveAdded:          {Text: "added %s"},
	LiveRemoved:        {Text: "removed %s"},
	LiveWas:            {Text: "was %s"},
	LiveNow:            {Text: "now %s"},
	LiveStarted:        {Text: "game %d started: %s deals first"},
	LiveGameRemoved:    {Text: "removed game %d, which had no deal yet"},
	LiveGameOverLine:   {Text: "Game over. %s"},
	LiveColNumber:      {Text: "#"},
	LiveColContract:    {Text: "Contract"},
	LiveColResult:      {Text: "Result"},
	LiveColTotal:       {Text: "Total"},
	LiveGameOver:       {Text: "%s: the game is over (%s); not changed"},
	LiveEditAfterEnd:   {Text: "%s: with this correction the game ends before deal %d (%s), which would then be after the end: not changed"},
	LiveMovedDeal:      {Text: "%s: the game moved on: expected deal %d, the next deal is now %d; nothing written"},
	LiveMovedGames:     {Text: "%s: the game moved on: expected %d games, the file now has %d; nothing written"},
	LiveMovedRevision:  {Text: "%s: the game moved on: it changed since this correction was made; nothing written"},
	LiveNotOver:        {Text: "%s: the game is not over (%s)"},
	LiveNoDeal:         {Text: "%s: no deal to undo"},
	LiveNoDealYet:      {Text: "%s: the last game has no deal yet: enter a deal first, or change its tags with a text editor; not changed"},
	LiveFullRecord:     {Text: "%s: deal %d is recorded in full (hands, calls, tricks): an entry would replace them with one line; correct it in the file's text"},
	LiveProblems:       {One: "%s: the game has %d problem (above), so score would refuse it: put it right (edit N, undo, or the file's text), then add; not changed", Other: "%s: the game has %d problems (above), so score would refuse it: put them right (edit N, undo, or the file's text), then add; not changed", Count: 1},
	LiveBroken:         {Text: "%s: %s; not changed"},
	LiveBrokenSyntax:   {Text: "fix the file's syntax first"},
	LiveBrokenNoGame:   {Text: "no game header"},
	LiveBrokenScore:    {Text: "the last game cannot be scored"},
	TableIntro:         {Text: "%s against %s, rules %s, %s: no deal yet."},
	TableReadOnly:      {Text: "This game cannot be changed here: %s. The sheet is shown; each change is refused."},
	TableEnter:         {Text: "Enter a deal per line (\"help\" lists the commands, \"quit\" ends)."},
	TablePrompt:        {Text: "deal %d, %s deals> "},
	TablePromptOver:    {Text: "game over, next starts a new game> "},
	TableDropped:       {Text: "^C (the line is dropped; Ctrl-C again or Ctrl-D leaves)"},
	TableHintMoved:     {Text: "Another writer changed the game meanwhile; the sheet is now:"},
	TableHintOver:      {Text: "To go on: correct a deal (edit N ENTRY, undo), or start the next game (next)."},
	TableHintNotOver:   {Text: "\"next force\" starts the next game anyway."},
	TableUndoArgs:      {Text: "undo takes no argument: it removes the last deal"},
	TableNextArgs:      {Text: "next takes no argument (or force): it starts the next game with the same teams and rules"},
	TableEditUsage:     {Text: "edit N ENTRY: give the deal number and the corrected deal, e.g. edit 3 S 100H made 110"},
	TableEditNotNumber: {Text: "edit %s: want a deal number, e.g. edit 3 S 100H made 110"},
	CLIHintOver:        {Text: "to go on: correct a deal (coinche edit, coinche undo), or start the next game (coinche next)"},
	CLIHintNotOver:     {Text: "coinche next --force starts the next game anyway"},
	CLIHintBroken:      {Text: "(coinche check %s says where; coinche fmt puts the layout right)"},
	CLIHintNoFile:      {Text: "(coinche new creates a game file)"},
	CLIHintExists:      {Text: "(coinche new --append adds a game after its last one)"},
	LiveExists:         {Text: "new %s: the file exists; not overwritten"},
	CheckFiles:         {One: "%d file", Other: "%d files"},
	CheckGames:         {One: "%d game", Other: "%d games"},
	CheckDeals:         {One: "%d deal", Other: "%d deals"},
	CheckProblems:      {One: "%d problem", Other: "%d problems"},
	CheckNoProblem:     {Text: "no problem"},
	TableHelp: {Text: `One deal per line, as in coinche add:
  S 100H X 112 belote NS        declarer, contract, X/XX, points made, belote
  E 80S failed 60               the contract failed; the declarers made 60
  N capot H made                a capot contract
  E 80S made capot E            E alone took every trick (capot NS|EW: a team)
  W 90SA XX 95 announce EW 50   surcoinche; announcement points per team
  pass                          every player passed
  S 80H 100 # a comment         a comment stays with the deal
Commands: undo (remove the last deal), edit N ENTRY (replace deal N),
sheet (the whole sheet), next (the next game: same teams and rules;
"next force" before the end), help, quit. Tab completes seats, suits
and keywords; Ctrl-C drops the line, twice in a row (or Ctrl-D) leaves.
`},
}

var tableFrench = map[Key]Msg{
	LiveAdded:          {Text: "ajoutée : %s"},
	LiveRemoved:        {Text: "retirée : %s"},
	LiveWas:            {Text: "avant : %s"},
	LiveNow:            {Text: "après : %s"},
	LiveStarted:        {Text: "partie %d commencée : %s donne en premier"},
	LiveGameRemoved:    {Text: "partie %d retirée : elle n'avait encore aucune donne"},
	LiveGameOverLine:   {Text: "Partie terminée. %s"},
	LiveColNumber:      {Text: "n°"},
	LiveColContract:    {Text: "Contrat"},
	LiveColResult:      {Text: "Résultat"},
	LiveColTotal:       {Text: "Total"},
	LiveGameOver:       {Text: "%s : la partie est finie (%s) ; rien n'a changé"},
	LiveEditAfterEnd:   {Text: "%s : avec cette correction la partie finit avant la donne %d (%s), qui viendrait alors après la fin : rien n'a changé"},
	LiveMovedDeal:      {Text: "%s : la partie a avancé : donne %d attendue, la prochaine est maintenant la donne %d ; rien n'a été écrit"},
	LiveMovedGames:     {Text: "%s : la partie a avancé : %d parties attendues, le fichier en a maintenant %d ; rien n'a été écrit"},
	LiveMovedRevision:  {Text: "%s : la partie a changé depuis que cette correction a été commencée ; rien n'a été écrit"},
	LiveNotOver:        {Text: "%s : la partie n'est pas finie (%s)"},
	LiveNoDeal:         {Text: "%s : aucune donne à annuler"},
	LiveNoDealYet:      {Text: "%s : la dernière partie n'a encore aucune donne : saisissez d'abord une donne, ou changez ses étiquettes dans un éditeur de texte ; rien n'a changé"},
	LiveFullRecord:     {Text: "%s : la donne %d est notée en entier (mains, enchères, plis) : une saisie la remplacerait par une ligne ; corrigez-la dans le texte du fichier"},
	LiveProblems:       {One: "%s : la partie a %d problème (ci-dessus), score la refuserait : corrigez-le (edit N, undo, ou le texte du fichier), puis ajoutez ; rien n'a changé", Other: "%s : la partie a %d problèmes (ci-dessus), score la refuserait : corrigez-les (edit N, undo, ou le texte du fichier), puis ajoutez ; rien n'a changé", Count: 1},
	LiveBroken:         {Text: "%s : %s ; rien n'a changé"},
	LiveBrokenSyntax:   {Text: "corrigez d'abord la syntaxe du fichier"},
	LiveBrokenNoGame:   {Text: "aucun en-tête de partie"},
	LiveBrokenScore:    {Text: "la dernière partie ne peut pas être comptée"},
	TableIntro:         {Text: "%s contre %s, règles %s, %s : aucune donne pour l'instant."},
	TableReadOnly:      {Text: "Cette partie ne peut pas être modifiée ici : %s. La feuille est affichée ; chaque modification est refusée."},
	TableEnter:         {Text: "Une donne par ligne (« aide » donne les commandes, « quitter » termine)."},
	TablePrompt:        {Text: "donne %d, %s donne> "},
	TablePromptOver:    {Text: "partie finie, « suivante » commence la suivante> "},
	TableDropped:       {Text: "^C (la ligne est abandonnée ; encore Ctrl-C ou Ctrl-D pour sortir)"},
	TableHintMoved:     {Text: "Quelqu'un d'autre a modifié la partie entre-temps ; voici la feuille :"},
	TableHintOver:      {Text: "Pour continuer : corrigez une donne (corriger N DONNE, annuler), ou commencez la partie suivante (suivante)."},
	TableHintNotOver:   {Text: "« suivante forcer » commence quand même la partie suivante."},
	TableUndoArgs:      {Text: "annuler ne prend pas d'argument : il retire la dernière donne"},
	TableNextArgs:      {Text: "suivante ne prend pas d'argument (ou forcer) : elle commence la partie suivante, mêmes équipes et mêmes règles"},
	TableEditUsage:     {Text: "corriger N DONNE : donnez le numéro de la donne et la donne corrigée, par exemple corriger 3 S 100 cœur fait 110"},
	TableEditNotNumber: {Text: "corriger %s : il faut un numéro de donne, par exemple corriger 3 S 100 cœur fait 110"},
	CLIHintOver:        {Text: "pour continuer : corrigez une donne (coinche edit, coinche undo), ou commencez la partie suivante (coinche next)"},
	CLIHintNotOver:     {Text: "coinche next --force commence quand même la partie suivante"},
	CLIHintBroken:      {Text: "(coinche check %s dit où ; coinche fmt remet la mise en page en ordre)"},
	CLIHintNoFile:      {Text: "(coinche new crée un fichier de partie)"},
	CLIHintExists:      {Text: "(coinche new --append ajoute une partie après sa dernière)"},
	LiveExists:         {Text: "new %s : le fichier existe ; il n'est pas écrasé"},
	CheckFiles:         {One: "%d fichier", Other: "%d fichiers"},
	CheckGames:         {One: "%d partie", Other: "%d parties"},
	CheckDeals:         {One: "%d donne", Other: "%d donnes"},
	CheckProblems:      {One: "%d problème", Other: "%d problèmes"},
	CheckNoProblem:     {Text: "aucun problème"},
	TableHelp: {Text: `Une donne par ligne, comme pour coinche add :
  S 100 cœur X 112 belote NS    preneur, contrat, X/XX (coinche, surcoinche),
                                points faits, équipe de la belote
  E 80 pique chuté 60           contrat chuté ; les preneurs ont fait 60
  N capot cœur fait             un capot annoncé
  E 80 pique fait capot E       E seul a fait tous les plis (capot NS|EW)
  W 90 SA XX 95 annonce EW 50   surcoinché ; points d'annonces par équipe
  passe                         tout le monde a passé
  S 80 cœur 100 # un mot        un commentaire reste avec la donne
Commandes : annuler (retire la dernière donne), corriger N DONNE
(remplace la donne N), feuille (toute la feuille), suivante (la partie
suivante : mêmes équipes et mêmes règles ; « suivante forcer » avant la
fin), aide, quitter. Les commandes anglaises (undo, edit, sheet, next,
help, quit) marchent aussi. Tab complète ; Ctrl-C abandonne la ligne,
deux fois de suite (ou Ctrl-D) pour sortir.
`},
}

func init() {
	for k, m := range tableEnglish {
		english[k] = m
	}
	for k, m := range tableFrench {
		french[k] = m
	}
}
