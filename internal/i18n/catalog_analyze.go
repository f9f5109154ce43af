package i18n

// The keys of the deal review (coinche analyze, package score/analyze).
//
// Words chosen: « entame » for the first lead (the card that opens the
// first trick: « l'entame », as players say it), « preneurs » for the
// declaring team and « défense » for the defenders, « en jeu parfait » for
// best play (double dummy: every card seen), « table à cartes ouvertes »
// for the double-dummy table, « faisable » for a contract that best play
// makes. « Par » stays: it is the word French bridge and coinche players
// use for the value of a deal with best play.
const (
	AnGame           Key = "analyze.game"           // " · game 2" in a file's heading
	AnRules          Key = "analyze.rules"          // " · rules base"
	AnDealHead       Key = "analyze.deal"           // "Deal 1 · dealer E · N 100♥ · declarers NS · first lead N"
	AnSkippedText    Key = "analyze.skipped"        // "Deal 2: not analysed: why."
	AnSkippedMD      Key = "analyze.skipped.md"     // "### Deal 2\n\nNot analysed: why."
	AnSkipSummary    Key = "analyze.skip.summary"   // analyze.SkipSummary
	AnSkipAllPass    Key = "analyze.skip.all-pass"  // analyze.SkipAllPass
	AnSkipHands      Key = "analyze.skip.hands"     // analyze.SkipHands
	AnSkipContract   Key = "analyze.skip.contract"  // analyze.SkipContract
	AnSkipCheck      Key = "analyze.skip.check"     // plural: a deal that does not check, its problems
	AnNotProvedBudg  Key = "analyze.not-proved"     // analyze.NotProvedBudget
	AnNotProvedInt   Key = "analyze.not-proved.int" // analyze.NotProvedInterrupted
	AnNotProvedLine  Key = "analyze.not-proved.line"
	AnParRange       Key = "analyze.par.range" // "Par: not proved…: EW take 90 to 112 of 162 with best play"
	AnPar            Key = "analyze.par"       // "Par: EW take 112 of 162 with best play: W 110♦"
	AnMakeable       Key = "analyze.makeable"
	AnNotMakeable    Key = "analyze.not-makeable"
	AnMakeableExact  Key = "analyze.makeable.exactly"
	AnMakeableSpare  Key = "analyze.makeable.spare" // " makeable with 2 to spare"
	AnNotMakeableBy  Key = "analyze.not-makeable.by"
	AnPlayed         Key = "analyze.played" // "Played: EW took 152"
	AnExactly        Key = "analyze.exactly"
	AnBy             Key = "analyze.by" // " by 12"
	AnParNotProved   Key = "analyze.par-not-proved"
	AnAbovePar       Key = "analyze.above-par"
	AnBelowPar       Key = "analyze.below-par"
	AnAtPar          Key = "analyze.at-par"
	AnEndValue       Key = "analyze.end-value" // the double-dummy value after the last card recorded
	AnPlaysHeader    Key = "analyze.header.plays"
	AnSeatsHeader    Key = "analyze.header.seats"
	AnTableHeader    Key = "analyze.header.table" // "Strain|NS takes|NS makes|EW takes|EW makes"
	AnDeclarer       Key = "analyze.declarer"
	AnDefender       Key = "analyze.defender"
	AnTableText      Key = "analyze.table"    // "Double-dummy table (N leads):"
	AnTableMD        Key = "analyze.table.md" // the same in Markdown
	AnAtLeast        Key = "analyze.at-least" // "at least 110♠, not proved"
	AnNotProvedShort Key = "analyze.not-proved.short"
	AnWithBelote     Key = "analyze.with-belote"     // "110♣ with belote"
	AnBadDeal        Key = "analyze.err.deal"        // --deal below 1
	AnInterrupted    Key = "analyze.err.interrupted" // Ctrl-C
	AnNoDealNone     Key = "analyze.err.no-deal"     // --deal N of an input without deals
	AnNoDeal         Key = "analyze.err.no-deal-n"   // --deal N beyond the last
	AnNothing        Key = "analyze.err.nothing"     // no deal at all
)

var analyzeEnglish = map[Key]Msg{
	AnGame:           {Text: " · game %d"},
	AnRules:          {Text: " · rules %s"},
	AnDealHead:       {Text: "Deal %d · dealer %s · %s · declarers %s · first lead %s"},
	AnSkippedText:    {Text: "Deal %d: not analysed: %s.\n"},
	AnSkippedMD:      {Text: "### Deal %d\n\nNot analysed: %s.\n"},
	AnSkipSummary:    {Text: "summary deal: no cards recorded"},
	AnSkipAllPass:    {Text: "every player passed: no contract"},
	AnSkipHands:      {Text: "hands not known: write the four hands, or every trick"},
	AnSkipContract:   {Text: "no contract: the bidding has no bid"},
	AnSkipCheck:      {One: "the deal does not check (%d problem, reported as coinche check does)", Other: "the deal does not check (%d problems, reported as coinche check does)"},
	AnNotProvedBudg:  {Text: "not proved within the budget"},
	AnNotProvedInt:   {Text: "not proved, interrupted"},
	AnNotProvedLine:  {Text: "%s: the values not proved are written lowest–highest (best play takes from the one to the other), and the cards between such values are not counted as costly"},
	AnParRange:       {Text: "Par: %s: %s take %d to %d of %d with best play"},
	AnPar:            {Text: "Par: %s take %d of %d with best play: %s"},
	AnMakeable:       {Text: " makeable"},
	AnNotMakeable:    {Text: " not makeable"},
	AnMakeableExact:  {Text: " makeable exactly"},
	AnMakeableSpare:  {Text: " makeable with %d to spare"},
	AnNotMakeableBy:  {Text: " not makeable, %d short"},
	AnPlayed:         {Text: "Played: %s took %d"},
	AnExactly:        {Text: " exactly"},
	AnBy:             {Text: " by %d"},
	AnParNotProved:   {Text: ": par not proved"},
	AnAbovePar:       {Text: ": %d above par"},
	AnBelowPar:       {Text: ": %d below par"},
	AnAtPar:          {Text: ": at par"},
	AnEndValue:       {Text: "; the double-dummy value after the last card recorded is %s"},
	AnPlaysHeader:    {Text: "Trick|Seat|Card|Value|Cost|Best"},
	AnSeatsHeader:    {Text: "Seat|Side|Cards|Costly|Points lost"},
	AnTableHeader:    {Text: "Strain|%[1]s takes|%[1]s makes|%[2]s takes|%[2]s makes"},
	AnDeclarer:       {Text: "declarer"},
	AnDefender:       {Text: "defender"},
	AnTableText:      {Text: "Double-dummy table (%s leads):\n"},
	AnTableMD:        {Text: "\nDouble-dummy table (the seat after the dealer, %s, leads):\n\n"},
	AnAtLeast:        {Text: "at least %s, not proved"},
	AnNotProvedShort: {Text: "not proved"},
	AnWithBelote:     {Text: "%s with belote"},
	AnBadDeal:        {Text: "analyze: --deal %d: want a deal number, 1 or more"},
	AnInterrupted:    {Text: "analyze: interrupted: the reviews done so far are written, those stopped with their values not proved as bounds"},
	AnNoDealNone:     {Text: "analyze: no deal %d in the input: it has no deal"},
	AnNoDeal:         {Text: "analyze: no deal %d in the input: its deals are numbered 1 to %d"},
	AnNothing:        {Text: "analyze: nothing reviewed: the input has no deal"},
}

var analyzeFrench = map[Key]Msg{
	AnGame:           {Text: " · partie %d"},
	AnRules:          {Text: " · règles %s"},
	AnDealHead:       {Text: "Donne %d · donneur %s · %s · preneurs %s · entame %s"},
	AnSkippedText:    {Text: "Donne %d : non analysée : %s.\n"},
	AnSkippedMD:      {Text: "### Donne %d\n\nNon analysée : %s.\n"},
	AnSkipSummary:    {Text: "donne résumée : aucune carte écrite"},
	AnSkipAllPass:    {Text: "tout le monde a passé : pas de contrat"},
	AnSkipHands:      {Text: "mains inconnues : écrivez les quatre mains, ou tous les plis"},
	AnSkipContract:   {Text: "pas de contrat : les enchères n'ont aucune annonce"},
	AnSkipCheck:      {One: "la donne n'est pas valide (%d problème, signalé comme le fait coinche check)", Other: "la donne n'est pas valide (%d problèmes, signalés comme le fait coinche check)"},
	AnNotProvedBudg:  {Text: "non prouvé dans le budget"},
	AnNotProvedInt:   {Text: "non prouvé, interrompu"},
	AnNotProvedLine:  {Text: "%s : les valeurs non prouvées sont écrites de la plus basse à la plus haute (le jeu parfait fait entre les deux), et les cartes entre de telles valeurs ne comptent pas comme coûteuses"},
	AnParRange:       {Text: "Par : %s : %s font %d à %d sur %d en jeu parfait"},
	AnPar:            {Text: "Par : %s font %d sur %d en jeu parfait : %s"},
	AnMakeable:       {Text: " faisable"},
	AnNotMakeable:    {Text: " pas faisable"},
	AnMakeableExact:  {Text: " faisable tout juste"},
	AnMakeableSpare:  {Text: " faisable avec %d de marge"},
	AnNotMakeableBy:  {Text: " pas faisable, il manque %d"},
	AnPlayed:         {Text: "Joué : %s ont fait %d"},
	AnExactly:        {Text: " tout juste"},
	AnBy:             {Text: " de %d"},
	AnParNotProved:   {Text: " : par non prouvé"},
	AnAbovePar:       {Text: " : %d au-dessus du par"},
	AnBelowPar:       {Text: " : %d en dessous du par"},
	AnAtPar:          {Text: " : au par"},
	AnEndValue:       {Text: " ; la valeur en jeu parfait après la dernière carte écrite est %s"},
	AnPlaysHeader:    {Text: "Pli|Place|Carte|Valeur|Coût|Meilleures"},
	AnSeatsHeader:    {Text: "Place|Camp|Cartes|Coûteuses|Points perdus"},
	AnTableHeader:    {Text: "Couleur|%[1]s font|%[1]s réussissent|%[2]s font|%[2]s réussissent"},
	AnDeclarer:       {Text: "preneur"},
	AnDefender:       {Text: "défense"},
	AnTableText:      {Text: "Table à cartes ouvertes (%s entame) :\n"},
	AnTableMD:        {Text: "\nTable à cartes ouvertes (le joueur après le donneur, %s, entame) :\n\n"},
	AnAtLeast:        {Text: "au moins %s, non prouvé"},
	AnNotProvedShort: {Text: "non prouvé"},
	AnWithBelote:     {Text: "%s avec la belote"},
	AnBadDeal:        {Text: "analyze : --deal %d : attendu un numéro de donne, 1 ou plus"},
	AnInterrupted:    {Text: "analyze : interrompu : les revues faites sont écrites, celles arrêtées avec leurs valeurs non prouvées en bornes"},
	AnNoDealNone:     {Text: "analyze : pas de donne %d dans l'entrée : elle n'a aucune donne"},
	AnNoDeal:         {Text: "analyze : pas de donne %d dans l'entrée : ses donnes vont de 1 à %d"},
	AnNothing:        {Text: "analyze : rien de revu : l'entrée n'a aucune donne"},
}

func init() {
	for k, m := range analyzeEnglish {
		english[k] = m
	}
	for k, m := range analyzeFrench {
		french[k] = m
	}
}

// The keys of the season review (coinche analyze --players). Headers are
// the cells separated by "|"; "\n" breaks a terminal header cell.
const (
	SnTitle        Key = "season.title" // the HTML page's title and heading
	SnNone         Key = "season.none"  // a table without rows
	SnWhere        Key = "season.where" // "file · game 2 · deal 5 · trick 3"
	SnWhereText    Key = "season.where.text"
	SnWhereGame    Key = "season.where.text.game"
	SnRoleLead     Key = "season.role.lead"
	SnRoleDeclarer Key = "season.role.declarer"
	SnRoleDefence  Key = "season.role.defence"
	SnDealsTitle   Key = "season.deals.title"
	SnDealsHead    Key = "season.deals.header"
	SnContrTitle   Key = "season.contracts.title"
	SnContrHead    Key = "season.contracts.header.tty"
	SnPlayTitle    Key = "season.play.title"
	SnPlayHeadTTY  Key = "season.play.header.tty"
	SnWorstTitle   Key = "season.worst.title.tty" // "…, in the files:"
	SnWorstHeadTTY Key = "season.worst.header.tty"
	SnBothTitle    Key = "season.deals-contracts.title" // markdown
	SnBothHead     Key = "season.deals-contracts.header"
	SnPlayHead     Key = "season.play.header"
	SnWorstTitleMD Key = "season.worst.title"
	SnWorstHead    Key = "season.worst.header"
	SnH2Both       Key = "season.h2.deals-contracts" // the HTML page's headings
	SnH2Play       Key = "season.h2.play"
	SnH2Worst      Key = "season.h2.worst"
	SnAria         Key = "season.aria" // "Ana: contracts and points lost"
	SnLineDeals    Key = "season.line.deals"
	SnLineContr    Key = "season.line.contracts"
	SnLineLost     Key = "season.line.lost"
	SnBarContracts Key = "season.bar.contracts"
	SnBarLost      Key = "season.bar.lost"
	SnSegBelow     Key = "season.seg.below"
	SnSegExact     Key = "season.seg.exact"
	SnSegAbove     Key = "season.seg.above"
	SnSegUnproved  Key = "season.seg.unproved"
	SnSegLead      Key = "season.seg.lead"
	SnSegDecl      Key = "season.seg.declarer"
	SnSegDef       Key = "season.seg.defence"
)

var seasonEnglish = map[Key]Msg{
	SnTitle:        {Text: "A season per player"},
	SnNone:         {Text: "none"},
	SnWhere:        {Text: "%s · game %d · deal %d · trick %d"},
	SnWhereText:    {Text: "%d: deal %d, trick %d"},
	SnWhereGame:    {Text: "%d: game %d, deal %d, trick %d"},
	SnRoleLead:     {Text: "opening lead"},
	SnRoleDeclarer: {Text: "declarer"},
	SnRoleDefence:  {Text: "defender"},
	SnDealsTitle:   {Text: "Deals (by role; not reviewed: deals without their cards)"},
	SnDealsHead:    {Text: "Player|Deals|Declarer|Partner|Defender|Not\nreviewed"},
	SnContrTitle:   {Text: "Contracts (as declarer, against the double-dummy table; heights in bid points)"},
	SnContrHead:    {Text: "Player|Bid|Made|Makeable|Below|Below\nby|Above|Above\nby|At\npar|Par\nmissed by"},
	SnPlayTitle:    {Text: "Play (card points lost against double-dummy)"},
	SnPlayHeadTTY:  {Text: "Player|Cards|Costly|Points\nlost|Per\ndeal|Opening\nlead|Declarer\nplay|Defence"},
	SnWorstTitle:   {Text: "Costliest plays (at most %d a player), in the files:"},
	SnWorstHeadTTY: {Text: "Player|Lost|Card|As|Where|Contract|Best"},
	SnBothTitle:    {Text: "Deals and contracts (contracts: as declarer, against the double-dummy table; heights in bid points)"},
	SnBothHead:     {Text: "Player|Deals|Declarer|Partner|Defender|Not reviewed|Bid|Made|Makeable|Below|Below by|Above|Above by|At par|Par missed by"},
	SnPlayHead:     {Text: "Player|Cards|Costly|Points lost|Per deal|Opening lead|Declarer play|Defence"},
	SnWorstTitleMD: {Text: "Costliest plays (at most %d a player)"},
	SnWorstHead:    {Text: "Player|Lost|Card|As|Deal|Contract|Best"},
	SnH2Both:       {Text: "Deals and contracts"},
	SnH2Play:       {Text: "Play"},
	SnH2Worst:      {Text: "Costliest plays"},
	SnAria:         {Text: "%s: contracts and points lost"},
	SnLineDeals:    {One: "%d deal reviewed: %d as declarer, %d as partner, %d in defence (%d not reviewed)", Other: "%d deals reviewed: %d as declarer, %d as partner, %d in defence (%d not reviewed)"},
	SnLineContr:    {One: "%d contract: %d made, %d makeable; %d below what the hands made (by %d), %d above (by %d); %d at par, par missed by %d", Other: "%d contracts: %d made, %d makeable; %d below what the hands made (by %d), %d above (by %d); %d at par, par missed by %d"},
	SnLineLost:     {Text: "%d points lost in play (%s a deal): %d on the opening lead, %d in declarer play (%s a deal on the declaring side), %d in defence (%s a deal defended)"},
	SnBarContracts: {Text: "Contracts"},
	SnBarLost:      {Text: "Points lost"},
	SnSegBelow:     {Text: "below"},
	SnSegExact:     {Text: "the highest makeable"},
	SnSegAbove:     {Text: "above"},
	SnSegUnproved:  {Text: "not proved"},
	SnSegLead:      {Text: "opening lead"},
	SnSegDecl:      {Text: "declarer play"},
	SnSegDef:       {Text: "defence"},
}

var seasonFrench = map[Key]Msg{
	SnTitle:        {Text: "Une saison par joueur"},
	SnNone:         {Text: "aucun"},
	SnWhere:        {Text: "%s · partie %d · donne %d · pli %d"},
	SnWhereText:    {Text: "%d : donne %d, pli %d"},
	SnWhereGame:    {Text: "%d : partie %d, donne %d, pli %d"},
	SnRoleLead:     {Text: "entame"},
	SnRoleDeclarer: {Text: "preneur"},
	SnRoleDefence:  {Text: "défense"},
	SnDealsTitle:   {Text: "Donnes (par rôle ; non revues : donnes sans leurs cartes)"},
	SnDealsHead:    {Text: "Joueur|Donnes|Preneur|Partenaire|Défense|Non\nrevues"},
	SnContrTitle:   {Text: "Contrats (comme preneur, face à la table à cartes ouvertes ; hauteurs en points d'enchère)"},
	SnContrHead:    {Text: "Joueur|Pris|Réussis|Faisables|En\ndessous|De|Au-\ndessus|De|Au\npar|Écart\nau par"},
	SnPlayTitle:    {Text: "Jeu de la carte (points perdus face au jeu parfait)"},
	SnPlayHeadTTY:  {Text: "Joueur|Cartes|Coûteuses|Points\nperdus|Par\ndonne|Entame|Jeu du\npreneur|Défense"},
	SnWorstTitle:   {Text: "Cartes les plus coûteuses (%d au plus par joueur), dans les fichiers :"},
	SnWorstHeadTTY: {Text: "Joueur|Perdu|Carte|En|Où|Contrat|Meilleures"},
	SnBothTitle:    {Text: "Donnes et contrats (contrats : comme preneur, face à la table à cartes ouvertes ; hauteurs en points d'enchère)"},
	SnBothHead:     {Text: "Joueur|Donnes|Preneur|Partenaire|Défense|Non revues|Pris|Réussis|Faisables|En dessous|En dessous de|Au-dessus|Au-dessus de|Au par|Écart au par"},
	SnPlayHead:     {Text: "Joueur|Cartes|Coûteuses|Points perdus|Par donne|Entame|Jeu du preneur|Défense"},
	SnWorstTitleMD: {Text: "Cartes les plus coûteuses (%d au plus par joueur)"},
	SnWorstHead:    {Text: "Joueur|Perdu|Carte|En|Donne|Contrat|Meilleures"},
	SnH2Both:       {Text: "Donnes et contrats"},
	SnH2Play:       {Text: "Jeu de la carte"},
	SnH2Worst:      {Text: "Cartes les plus coûteuses"},
	SnAria:         {Text: "%s : contrats et points perdus"},
	SnLineDeals:    {One: "%d donne revue : %d comme preneur, %d comme partenaire, %d en défense (%d non revues)", Other: "%d donnes revues : %d comme preneur, %d comme partenaire, %d en défense (%d non revues)"},
	SnLineContr:    {One: "%d contrat : %d réussis, %d faisables ; %d en dessous de ce que les mains faisaient (de %d), %d au-dessus (de %d) ; %d au par, écart au par %d", Other: "%d contrats : %d réussis, %d faisables ; %d en dessous de ce que les mains faisaient (de %d), %d au-dessus (de %d) ; %d au par, écart au par %d"},
	SnLineLost:     {Text: "%d points perdus au jeu de la carte (%s par donne) : %d à l'entame, %d dans le jeu du preneur (%s par donne côté preneur), %d en défense (%s par donne en défense)"},
	SnBarContracts: {Text: "Contrats"},
	SnBarLost:      {Text: "Points perdus"},
	SnSegBelow:     {Text: "en dessous"},
	SnSegExact:     {Text: "le plus haut faisable"},
	SnSegAbove:     {Text: "au-dessus"},
	SnSegUnproved:  {Text: "non prouvé"},
	SnSegLead:      {Text: "entame"},
	SnSegDecl:      {Text: "jeu du preneur"},
	SnSegDef:       {Text: "défense"},
}

func init() {
	for k, m := range seasonEnglish {
		english[k] = m
	}
	for k, m := range seasonFrench {
		french[k] = m
	}
}
