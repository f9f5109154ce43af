package i18n

// french is the French catalog, written as French players and the rule
// documents say it, not translated word by word. The words come from the
// three documents written by French speakers (the 2018 tournament rules,
// the general rules page and the Montpellier club's rules; the long
// description of La Coinche is a machine translation and the fifth is in
// English):
//
//   - donne (a deal), donneur (the dealer), partie (a game), preneur (the
//     player who took the contract; the documents say "l'équipe ayant
//     déclaré le contrat" or "l'équipe attaquante", which is too long for a
//     column), contrat, atout, pli, passe, coinché, surcoinché, capot,
//     générale, belote et rebelote, annonces, sans-atout, tout-atout, dix
//     de der, points.
//   - A contract is "réussi" or "chuté". For made, the documents say
//     "réussi" (all three) and "fait" (the general page, of points: "points
//     faits", "l'équipe attaquante fait moins de 82 points"): the sheet
//     says "réussi", the word of the verdict, and leaves "fait" to points;
//     both are read in an entry. For failed, the tournament rules say
//     "échoué ou chuté" and the general page "contrat chuté"; "dedans" is
//     what players say at the table ("il est dedans") but no document
//     writes it: the sheet says "chuté", and an entry takes "chuté",
//     "chute" and "dedans".
//   - "manche" is the general page's word for a deal ("en fin de manche");
//     the other documents say "donne", which is also unambiguous where a
//     tournament's round is a "manche": a deal is a "donne", and the Round
//     tag of a tournament a "tour".
//   - The team codes NS and EW, the seats N E S W and the notation's
//     contracts (80♥, 90SA, capot ♠) stay as the notation writes them: they
//     are the file's words, which either language reads.
//
// French typography: a space before ":", ";", "?" and "!", and « » around
// a quotation. Points on the sheets are written without grouping (2000,
// 1640), as score sheets are in both languages.
var french = map[Key]Msg{
	SheetDealer:          {Text: "Donneur"},
	SheetContract:        {Text: "Contrat"},
	SheetPoints:          {Text: "Points %s"},
	SheetPointsLines:     {Text: "Points\n%s"},
	SheetResult:          {Text: "Résultat"},
	SheetTotal:           {Text: "Total %s"},
	SheetTotalLines:      {Text: "Total\n%s"},
	SheetRound:           {Text: "tour %s"},
	SheetNotScored:       {Text: "Non comptée : %s"},
	SheetAfterEnd:        {Text: ", après la fin"},
	SheetTarget:          {Text: "objectif %s"},
	SheetNoTarget:        {Text: "sans objectif"},
	ResultPass:           {Text: "passe"},
	ResultMade:           {Text: "réussi"},
	ResultFailed:         {Text: "chuté"},
	ResultUndecided:      {Text: "non décidé"},
	ResultCapot:          {Text: ", capot %s"},
	ResultSolo:           {Text: " seul"},
	ResultBelote:         {Text: ", belote %s"},
	ResultAnnounces:      {Text: ", annonces %s %s"},
	ResultStopped:        {Text: ", arrêtée par %s"},
	ResultForced:         {Text: ", forcé"},
	LineWinner:           {Text: "Gagnant : %s — a atteint %s (%s à %s)"},
	LineWinnerAbove:      {Text: "Gagnant : %s — a dépassé %s (%s à %s)"},
	LineWinnerWhy:        {Text: "Gagnant : %s (%s à %s)"},
	LineWinnerStop:       {Text: "Gagnant : %s — a dit « nous avons gagné » avec %s (objectif %s)"},
	LineWinnerStopLost:   {Text: "Gagnant : %s — l'adversaire a dit « nous avons gagné » avec %s, sans atteindre %s"},
	ModeMadeAndBid:       {Text: "points faits + annoncés"},
	ModeMade:             {Text: "points faits"},
	ModeBid:              {Text: "points annoncés"},
	LineInProgress:       {Text: "Partie en cours : %s"},
	InProgressWhy:        {Text: "aucune équipe n'a atteint %s (%s %s, %s %s)"},
	LinePending:          {Text: "il faut une autre donne (%s %s, %s %s)"},
	LineNoTarget:         {Text: "Sans objectif : la partie continue (%s %s, %s %s)"},
	LineDraw:             {Text: "Égalité : les deux équipes ont atteint %s avec %s chacune"},
	HTMLTitle:            {Text: "Feuilles de marque"},
	HTMLTitleEvent:       {Text: "Feuille de marque — %s"},
	HTMLGame:             {Text: "Partie"},
	HTMLEvent:            {Text: "Événement"},
	HTMLSite:             {Text: "Lieu"},
	HTMLDate:             {Text: "Date"},
	HTMLRound:            {Text: "Tour"},
	HTMLRules:            {Text: "Règles"},
	HTMLTarget:           {Text: "Objectif"},
	HTMLNone:             {Text: "aucun"},
	HTMLScoring:          {Text: "Décompte"},
	HTMLFile:             {Text: "Fichier"},
	HTMLChartDeal:        {Text: "donne"},
	HTMLChartMark:        {Text: "donne %s : %s %s (%s)"},
	HTMLChartDesc:        {One: "Totaux cumulés sur %d donne : %s %s, %s %s ; %s.", Other: "Totaux cumulés sur %d donnes : %s %s, %s %s ; %s."},
	HTMLChartLegend:      {Text: "Trait plein et ronds : %s ; tirets et carrés : %s"},
	HTMLChartTarget:      {Text: " ; pointillés : l'objectif"},
	StandingsTitle:       {Text: "Classement"},
	StandingsEvent:       {Text: "Classement — %s"},
	StandingsTeam:        {Text: "Équipe"},
	StandingsPlayed:      {Text: "Jouées"},
	StandingsWon:         {Text: "Gagnées"},
	StandingsDrawn:       {Text: "Nulles"},
	StandingsLost:        {Text: "Perdues"},
	StandingsFor:         {Text: "Pour"},
	StandingsAgainst:     {Text: "Contre"},
	StandingsDiff:        {Text: "Différence"},
	StandingsDates:       {Text: "du %s au %s"},
	StandingsNotCntd:     {Text: "Non comptées"},
	StandingsNotCntdLine: {Text: "Non comptées :"},
	StandingsGames:       {Text: "Parties"},
	NotCountedResult:     {Text: "Non comptée : %s"},
	NotCountedProblems:   {One: "%d problème ; le premier : %v", Other: "%d problèmes ; le premier : %v"},
	NotCountedNoRules:    {Text: "pas de décompte : règles introuvables"},
	NotCountedUnfinished: {Text: "pas finie : %s"},
	NotCountedNoName:     {Text: "une équipe n'a pas de nom : écrivez les tags NS et EW, ou ceux des joueurs"},
	NotCountedSameTeam:   {Text: "la même équipe des deux côtés : %s"},
	StandingsCounted:     {Count: 1, One: "%d, dont %d comptée", Other: "%d, dont %d comptées"},

	DiagError:        {Text: "erreur"},
	DiagWarning:      {Text: "avertissement"},
	DiagNote:         {Text: "note"},
	EntryRefused:     {Text: "saisie refusée, le fichier est inchangé : %s"},
	DidYouMean:       {Text: " ; vouliez-vous dire « %s » ?"},
	ProblemsFound:    {One: "%d problème trouvé", Other: "%d problèmes trouvés"},
	ProblemsCount:    {One: "%d problème", Other: "%d problèmes"},
	GameNotScored:    {Text: "%s: partie non comptée : %s"},
	NotScoredForce:   {One: "%d problème (--force la compte quand même)", Other: "%d problèmes (--force la compte quand même)"},
	NotScoredNoRules: {One: "%d problème (pas de règles utilisables : même --force ne peut pas la compter)", Other: "%d problèmes (pas de règles utilisables : même --force ne peut pas la compter)"},
	NoRuleset:        {Text: "pas de règles"},

	DateLong:     {Text: "%s %s %s"},
	DateFirstDay: {Text: "1er"},
	MonthJan:     {Text: "janvier"},
	MonthFeb:     {Text: "février"},
	MonthMar:     {Text: "mars"},
	MonthApr:     {Text: "avril"},
	MonthMay:     {Text: "mai"},
	MonthJun:     {Text: "juin"},
	MonthJul:     {Text: "juillet"},
	MonthAug:     {Text: "août"},
	MonthSep:     {Text: "septembre"},
	MonthOct:     {Text: "octobre"},
	MonthNov:     {Text: "novembre"},
	MonthDec:     {Text: "décembre"},

	EndOfEntry:      {Text: "la fin de la saisie"},
	EndOfFile:       {Text: "la fin du fichier"},
	EntryStart:      {Text: "attendu un siège et un contrat (S 100♥ …) ou passe, trouvé %s%s"},
	EntrySeatFirst:  {Text: "il manque le siège du preneur, N, E, S ou W, avant le contrat %s (S %s …)"},
	EntryUnexpected: {Text: "%s en trop dans la saisie"},
	EntryNoResult:   {Text: "%s ne fait pas partie d'une saisie"},
	ContractMissing: {Text: "attendu un contrat après %s (passe, une enchère comme 80♥ ou 90SA, capot ♥, X ou XX), trouvé %s"},
	ContractHead:    {Text: "attendu le contrat après %s, comme 100♥, 90SA ou capot ♠, trouvé %s"},
	TrumpAfter:      {Text: "attendu un atout après %s : ♠ ♥ ♦ ♣ (ou pique, cœur, carreau, trèfle), SA (sans-atout) ou TA (tout-atout), trouvé %s%s"},
	TrumpAttached:   {Text: "attendu un atout après le niveau dans %s : ♠ ♥ ♦ ♣ (ou pique, cœur, carreau, trèfle), SA (sans-atout) ou TA (tout-atout)%s"},
	SummaryItem:     {Text: "attendu X, XX, fait, chuté, les points faits (un nombre), belote ÉQUIPE, capot ÉQUIPE, annonce ÉQUIPE POINTS ou result, trouvé %s%s"},
	TeamAfter:       {Text: "attendu une équipe NS ou EW%s après %s, trouvé %s"},
	CapotAlone:      {Text: " (ou le siège N, E, S ou W du joueur qui a fait tous les plis seul)"},
	AnnounceTeam:    {Text: "attendu une équipe NS ou EW après annonce, trouvé %s"},
	AnnouncePoints:  {Text: "attendu les points d'annonce de %s (un nombre), trouvé %s"},
	DuplicateItem:   {Text: "%s est écrit deux fois dans la donne"},
	CallStep:        {Text: "%s %s : les enchères vont de %d en %[3]d (%d, %d, %d…)"},
	WhoBid:          {Text: "%s annonce"},
	WhoContract:     {Text: "contrat"},
}
