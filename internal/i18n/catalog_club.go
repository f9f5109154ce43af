package i18n

// The keys of coinche serve's club night (internal/serve) added with issue
// 27: the seats, the confirmations, a broken file and its mending, the
// live streams. Kept in their own file (and added to the two catalogs at
// init) so that the catalog's other files are not touched.
const (
	ServeDealerNamed   Key = "serve.dealer.named"    // "Alice donne (N)": the player, the seat
	ServeDealerSeat    Key = "serve.dealer.seat"     // "N deals": no name at that seat
	ServeConfirmUndo   Key = "serve.confirm.undo"    // "Undo deal 5? …"
	ServeConfirmUndoOK Key = "serve.confirm.undo.ok" // the button
	ServeConfirmNext   Key = "serve.confirm.next"    // "Start the next game? …"
	ServeConfirmNextOK Key = "serve.confirm.next.ok" // the button
	ServeCancel        Key = "serve.cancel"          //
	ServeFullRecord    Key = "serve.full-record"     // a row that cannot be corrected here
	ServeBroken        Key = "serve.broken"          // the file has problems: no totals
	ServeMend          Key = "serve.mend"            // the link to the text
	ServeMendTitle     Key = "serve.mend.title"      // the text page's heading
	ServeMendHelp      Key = "serve.mend.help"       // what the text page does
	ServeMendSave      Key = "serve.mend.save"       // the button
	ServeMendSaved     Key = "serve.mend.saved"      // after saving
	ServeMendMoved     Key = "serve.mend.moved"      // the file changed since the text was shown
	ServeMendTooBig    Key = "serve.mend.too-big"    // the text is over the body limit
	ServeRevMissing    Key = "serve.rev.missing"     // a correction without the revision
	ServeBadName       Key = "serve.bad-name"        // a team or player name with control characters
	ServeNoGame        Key = "serve.no-game"         // an empty file
	ServeLiveLost      Key = "serve.live.lost"       // the page follows the game by polling
	ServePlayers       Key = "serve.players"         // the new-game form's legend
)

var clubEnglish = map[Key]Msg{
	ServeDealerNamed:   {Text: "%s deals (%s)"},
	ServeDealerSeat:    {Text: "%s deals"},
	ServeConfirmUndo:   {Text: "Undo deal %d? It leaves the file and the sheet."},
	ServeConfirmUndoOK: {Text: "Yes, undo deal %d"},
	ServeConfirmNext:   {Text: "Start the next game, same teams and rules? This game stays in the file, finished."},
	ServeConfirmNextOK: {Text: "Yes, start the next game"},
	ServeCancel:        {Text: "Cancel"},
	ServeFullRecord:    {Text: "deal %d is recorded in full (hands, calls, tricks): correct it in the file's text"},
	ServeBroken:        {Text: "The file has problems (below, at their lines): no total is shown until they are put right."},
	ServeMend:          {Text: "Mend the file's text"},
	ServeMendTitle:     {Text: "The text of %s"},
	ServeMendHelp:      {Text: "The game file as it is, in the notation of coinche: put the problems right (the line and column say where), then save. Nothing is saved if the file changed meanwhile."},
	ServeMendSave:      {Text: "Save the text"},
	ServeMendSaved:     {Text: "The text is saved."},
	ServeMendMoved:     {Text: "The file changed since this text was shown (a phone or a shell wrote it). Nothing was saved: here is the text as it is now."},
	ServeMendTooBig:    {Text: "The file is too long to mend from a page: mend it in a text editor on the server."},
	ServeRevMissing:    {Text: "The correction does not say which version of the game it was made on: open the correction again from the sheet."},
	ServeBadName:       {Text: "Names are refused with control or text-direction characters: type them again."},
	ServeNoGame:        {Text: "The file holds no game (no header): mend its text, or delete the file."},
	ServeLiveLost:      {Text: "Live updates paused: this page checks for changes every few seconds."},
	ServePlayers:       {Text: "Players by seat (optional)"},
}

var clubFrench = map[Key]Msg{
	ServeDealerNamed:   {Text: "%s donne (%s)"},
	ServeDealerSeat:    {Text: "%s donne"},
	ServeConfirmUndo:   {Text: "Annuler la donne %d ? Elle sort du fichier et de la feuille."},
	ServeConfirmUndoOK: {Text: "Oui, annuler la donne %d"},
	ServeConfirmNext:   {Text: "Commencer la partie suivante, mêmes équipes et mêmes règles ? Cette partie reste dans le fichier, terminée."},
	ServeConfirmNextOK: {Text: "Oui, partie suivante"},
	ServeCancel:        {Text: "Annuler"},
	ServeFullRecord:    {Text: "la donne %d est notée en entier (mains, enchères, plis) : corrigez-la dans le texte du fichier"},
	ServeBroken:        {Text: "Le fichier a des problèmes (ci-dessous, à leur ligne) : aucun total n'est affiché tant qu'ils ne sont pas corrigés."},
	ServeMend:          {Text: "Corriger le texte du fichier"},
	ServeMendTitle:     {Text: "Le texte de %s"},
	ServeMendHelp:      {Text: "Le fichier de la partie tel qu'il est, dans la notation de coinche : corrigez les problèmes (la ligne et la colonne disent où), puis enregistrez. Rien n'est enregistré si le fichier a changé entre-temps."},
	ServeMendSave:      {Text: "Enregistrer le texte"},
	ServeMendSaved:     {Text: "Le texte est enregistré."},
	ServeMendMoved:     {Text: "Le fichier a changé depuis l'affichage de ce texte (un téléphone ou un terminal l'a écrit). Rien n'a été enregistré : voici le texte tel qu'il est maintenant."},
	ServeMendTooBig:    {Text: "Le fichier est trop long pour être corrigé depuis une page : corrigez-le dans un éditeur sur le serveur."},
	ServeRevMissing:    {Text: "La correction ne dit pas sur quelle version de la partie elle a été faite : rouvrez la correction depuis la feuille."},
	ServeBadName:       {Text: "Les noms avec des caractères de contrôle ou de sens d'écriture sont refusés : retapez-les."},
	ServeNoGame:        {Text: "Le fichier ne contient aucune partie (pas d'en-tête) : corrigez son texte, ou supprimez le fichier."},
	ServeLiveLost:      {Text: "Mises à jour en direct suspendues : cette page vérifie les changements toutes les quelques secondes."},
	ServePlayers:       {Text: "Joueurs par place (facultatif)"},
}

func init() {
	for k, m := range clubEnglish {
		english[k] = m
	}
	for k, m := range clubFrench {
		french[k] = m
	}
}
