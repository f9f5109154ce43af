package i18n

// The keys of coinche serve's club night (internal/serve) added with issue
// 27: the seats, the confirmations, a broken file and its mending, the
// live streams. Kept in their own file (and added to the two catalogs at
// init) so that the catalog's other files are not touched.
const (
	ServeDealerNamed     Key = "serve.dealer.named"      // "Alice donne (N)": the player, the seat
	ServeDealerSeat      Key = "serve.dealer.seat"       // "N deals": no name at that seat
	ServeConfirmUndo     Key = "serve.confirm.undo"      // "Undo deal 5? …"
	ServeConfirmUndoOK   Key = "serve.confirm.undo.ok"   // the button
	ServeConfirmUndoFull Key = "serve.confirm.undo.full" // the last deal is recorded in full
	ServeConfirmNext     Key = "serve.confirm.next"      // "Start the next game? …"
	ServeConfirmNextOK   Key = "serve.confirm.next.ok"   // the button
	ServeCancel          Key = "serve.cancel"            //
	ServeFullRecord      Key = "serve.full-record"       // a row that cannot be corrected here
	ServeBroken          Key = "serve.broken"            // the file has problems: no totals
	ServeMend            Key = "serve.mend"              // the link to the text
	ServeMendTitle       Key = "serve.mend.title"        // the text page's heading
	ServeMendHelp        Key = "serve.mend.help"         // what the text page does
	ServeMendSave        Key = "serve.mend.save"         // the button
	ServeMendSaved       Key = "serve.mend.saved"        // after saving
	ServeMendMoved       Key = "serve.mend.moved"        // the file changed since the text was shown
	ServeMendTooBig      Key = "serve.mend.too-big"      // the text is over the body limit
	ServeRevMissing      Key = "serve.rev.missing"       // a correction without the revision
	ServeBadName         Key = "serve.bad-name"          // a team or player name with control characters
	ServeNoGame          Key = "serve.no-game"           // an empty file
	ServeLiveLost        Key = "serve.live.lost"         // the page follows the game by polling
	ServePlayers         Key = "serve.players"           // the new-game form's legend
	RoundsTitle          Key = "rounds.title"            // the rounds page's heading
	RoundsNone           Key = "rounds.none"             // no tournament.toml in the directory
	RoundsRound          Key = "rounds.round"            // "Round 2"
	RoundsTable          Key = "rounds.table"            // "Table 3"
	RoundsBye            Key = "rounds.bye"              // "Sits out: Team"
	RoundsPair           Key = "rounds.pair"             // the button: "Pair round 3"
	RoundsPaired         Key = "rounds.paired"           // after pairing
	RoundsNotOver        Key = "rounds.not-over"         // "Round 2 is not over: tables still playing: …"
	RoundsAllPlayed      Key = "rounds.all-played"       // every round played
	RoundsNoPairing      Key = "rounds.no-pairing"       // no pairing without a rematch
	RoundsFailed         Key = "rounds.failed"           // another error (the server's log says why)
	RoundsStandings      Key = "rounds.standings"        // "Standings after round 2"
	RoundsOfRound        Key = "rounds.of-round"         // "Round 2 alone"
	RoundsSlips          Key = "rounds.slips"            // the link to the slips
	RoundsEvening        Key = "rounds.evening"          // the link to the end-of-night document
	RoundsScan           Key = "rounds.scan"             // under a slip's QR code
)

var clubEnglish = map[Key]Msg{
	ServeDealerNamed:     {Text: "%s deals (%s)"},
	ServeDealerSeat:      {Text: "%s deals"},
	ServeConfirmUndo:     {Text: "Undo deal %d? It leaves the file and the sheet."},
	ServeConfirmUndoOK:   {Text: "Yes, undo deal %d"},
	ServeConfirmUndoFull: {Text: "Undo deal %d? It is recorded in full: its hands, calls and tricks leave the file with it, and no page can enter them again."},
	ServeConfirmNext:     {Text: "Start the next game, same teams and rules? This game stays in the file, finished."},
	ServeConfirmNextOK:   {Text: "Yes, start the next game"},
	ServeCancel:          {Text: "Cancel"},
	ServeFullRecord:      {Text: "deal %d is recorded in full (hands, calls, tricks): correct it in the file's text"},
	ServeBroken:          {Text: "The file has problems (below, at their lines): no total is shown until they are put right."},
	ServeMend:            {Text: "Mend the file's text"},
	ServeMendTitle:       {Text: "The text of %s"},
	ServeMendHelp:        {Text: "The game file as it is, in the notation of coinche: put the problems right (the line and column say where), then save. Nothing is saved if the file changed meanwhile."},
	ServeMendSave:        {Text: "Save the text"},
	ServeMendSaved:       {Text: "The text is saved."},
	ServeMendMoved:       {Text: "The file changed since this text was shown (a phone or a shell wrote it). Nothing was saved: here is the text as it is now."},
	ServeMendTooBig:      {Text: "The file is too long to mend from a page: mend it in a text editor on the server."},
	ServeRevMissing:      {Text: "The correction does not say which version of the game it was made on: open the correction again from the sheet."},
	ServeBadName:         {Text: "Names are refused with control or text-direction characters: type them again."},
	ServeNoGame:          {Text: "The file holds no game (no header): mend its text, or delete the file."},
	ServeLiveLost:        {Text: "Live updates paused: this page checks for changes every few seconds."},
	ServePlayers:         {Text: "Players by seat (optional)"},
	RoundsTitle:          {Text: "Rounds"},
	RoundsNone:           {Text: "This directory holds no tournament: write its tournament.toml (teams, system, rounds; see docs/serve.md), then pair round 1 here."},
	RoundsRound:          {Text: "Round %d"},
	RoundsTable:          {Text: "Table %d"},
	RoundsBye:            {Text: "Sits out: %s"},
	RoundsPair:           {Text: "Pair round %d"},
	RoundsPaired:         {Text: "Round %d is paired: its tables' games are ready."},
	RoundsNotOver:        {Text: "The round is not over: tables still playing: %s."},
	RoundsAllPlayed:      {Text: "Every round is played."},
	RoundsNoPairing:      {Text: "No pairing avoids a rematch: pair this round by hand."},
	RoundsFailed:         {Text: "The round could not be paired (the server's log says why)."},
	RoundsStandings:      {Text: "Standings after round %d"},
	RoundsOfRound:        {Text: "Round %d alone"},
	RoundsSlips:          {Text: "Slips for the tables (print)"},
	RoundsEvening:        {Text: "End of the evening: every sheet and the standings (print)"},
	RoundsScan:           {Text: "Scan to enter this table's deals"},
}

var clubFrench = map[Key]Msg{
	ServeDealerNamed:     {Text: "%s donne (%s)"},
	ServeDealerSeat:      {Text: "%s donne"},
	ServeConfirmUndo:     {Text: "Annuler la donne %d ? Elle sort du fichier et de la feuille."},
	ServeConfirmUndoOK:   {Text: "Oui, annuler la donne %d"},
	ServeConfirmUndoFull: {Text: "Annuler la donne %d ? Elle est notée en entier : ses mains, enchères et plis sortent du fichier avec elle, et aucune page ne peut les noter à nouveau."},
	ServeConfirmNext:     {Text: "Commencer la partie suivante, mêmes équipes et mêmes règles ? Cette partie reste dans le fichier, terminée."},
	ServeConfirmNextOK:   {Text: "Oui, partie suivante"},
	ServeCancel:          {Text: "Annuler"},
	ServeFullRecord:      {Text: "la donne %d est notée en entier (mains, enchères, plis) : corrigez-la dans le texte du fichier"},
	ServeBroken:          {Text: "Le fichier a des problèmes (ci-dessous, à leur ligne) : aucun total n'est affiché tant qu'ils ne sont pas corrigés."},
	ServeMend:            {Text: "Corriger le texte du fichier"},
	ServeMendTitle:       {Text: "Le texte de %s"},
	ServeMendHelp:        {Text: "Le fichier de la partie tel qu'il est, dans la notation de coinche : corrigez les problèmes (la ligne et la colonne disent où), puis enregistrez. Rien n'est enregistré si le fichier a changé entre-temps."},
	ServeMendSave:        {Text: "Enregistrer le texte"},
	ServeMendSaved:       {Text: "Le texte est enregistré."},
	ServeMendMoved:       {Text: "Le fichier a changé depuis l'affichage de ce texte (un téléphone ou un terminal l'a écrit). Rien n'a été enregistré : voici le texte tel qu'il est maintenant."},
	ServeMendTooBig:      {Text: "Le fichier est trop long pour être corrigé depuis une page : corrigez-le dans un éditeur sur le serveur."},
	ServeRevMissing:      {Text: "La correction ne dit pas sur quelle version de la partie elle a été faite : rouvrez la correction depuis la feuille."},
	ServeBadName:         {Text: "Les noms avec des caractères de contrôle ou de sens d'écriture sont refusés : retapez-les."},
	ServeNoGame:          {Text: "Le fichier ne contient aucune partie (pas d'en-tête) : corrigez son texte, ou supprimez le fichier."},
	ServeLiveLost:        {Text: "Mises à jour en direct suspendues : cette page vérifie les changements toutes les quelques secondes."},
	ServePlayers:         {Text: "Joueurs par place (facultatif)"},
	RoundsTitle:          {Text: "Tours"},
	RoundsNone:           {Text: "Ce dossier ne contient pas de tournoi : écrivez son tournament.toml (équipes, système, tours ; voir docs/serve.md), puis appariez le tour 1 ici."},
	RoundsRound:          {Text: "Tour %d"},
	RoundsTable:          {Text: "Table %d"},
	RoundsBye:            {Text: "Exempt : %s"},
	RoundsPair:           {Text: "Apparier le tour %d"},
	RoundsPaired:         {Text: "Le tour %d est apparié : les parties de ses tables sont prêtes."},
	RoundsNotOver:        {Text: "Le tour n'est pas fini : tables encore en jeu : %s."},
	RoundsAllPlayed:      {Text: "Tous les tours sont joués."},
	RoundsNoPairing:      {Text: "Aucun appariement n'évite de rejouer un adversaire : appariez ce tour à la main."},
	RoundsFailed:         {Text: "Le tour n'a pas pu être apparié (le journal du serveur dit pourquoi)."},
	RoundsStandings:      {Text: "Classement après le tour %d"},
	RoundsOfRound:        {Text: "Le tour %d seul"},
	RoundsSlips:          {Text: "Fiches des tables (impression)"},
	RoundsEvening:        {Text: "Fin de soirée : toutes les feuilles et le classement (impression)"},
	RoundsScan:           {Text: "Scannez pour noter les donnes de cette table"},
}

func init() {
	for k, m := range clubEnglish {
		english[k] = m
	}
	for k, m := range clubFrench {
		french[k] = m
	}
}
