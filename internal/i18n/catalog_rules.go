package i18n

// More of the rules' messages (package rules) and of the scoring stream
// (score/stream), keyed one by one. Words as in catalog_fr.go: donne,
// donneur, preneur, pli, main, jeu de 32 cartes; « entamer » for leading
// a trick (« N entame le pli 3 »), « annoncer » for a bid; a claim is « le
// jeu posé », as 000 (Jeu de la carte) says it: « poser son jeu sur la
// table et demander le reste des plis ».
const (
	CallPassed         Key = "call.passed"        // a bid after passing
	CallSelfNone       Key = "call.self-overcall" // bidding.self_overcall = "none"
	CallSelfStrain     Key = "call.self-overcall.strain"
	CallNoCoinche      Key = "call.no-coinche"      // bidding.coinche = "none"
	CallCoincheNoBid   Key = "call.coinche-nothing" // nobody bid (after the close)
	CallCoincheNoBidYt Key = "call.coinche-nothing.yet"
	CallNoCalls        Key = "call.incomplete.none" // the deal has no calls
	DealHandSize       Key = "deal.hand-size"       // plural: the cards held
	DealDuplicate      Key = "deal.duplicate-card"
	DealMissing        Key = "deal.missing-card"
	DealSix            Key = "deal.card.six" // a six outside the 36-card deck
	DealNotCard        Key = "deal.card"
	PlayLeaderUnknown  Key = "play.leader.unknown"
	PlayLeaderWon      Key = "play.leader.won" // the winner of the last trick leads
	PlayLeaderGenerale Key = "play.leader.generale"
	PlayLeaderFirst    Key = "play.leader.first"
	PlayTrickCards     Key = "play.incomplete-trick" // plural: the cards of a trick
	PlayTricks         Key = "play.trick-count"      // plural: too many tricks
	PlayNoTrick        Key = "play.trick-count.none"
	PlayTricksShort    Key = "play.trick-count.short" // plural: too few tricks
	PlayAlready        Key = "play.not-in-hand.played"
	PlayDealtTo        Key = "play.not-in-hand.dealt"
	PlayNotInHand      Key = "play.not-in-hand"
	ClaimSeat          Key = "claim.seat"
	ClaimNothing       Key = "claim.nothing"
	ClaimTricks        Key = "claim.tricks"
	ClaimHands         Key = "claim.hands"
	ClaimNoLead        Key = "claim.forfeit.lead"
	ClaimMaster        Key = "claim.forfeit.master"
	BeloteCard         Key = "belote.card"
	BeloteTeamFull     Key = "belote.team.full"
	BeloteSecond       Key = "belote.order.second"
	BeloteFirst        Key = "belote.order.first"
	BeloteMissing      Key = "belote.order.missing"
	SummaryDeclarer    Key = "summary.declarer"
	SummaryAnnounce    Key = "summary.announce"
	SummaryDouble      Key = "summary.double"
	CallNoCoincheLevel Key = "call.no-coinche-contract" // a capot or générale the ruleset will not have coinched
	UnwrittenPoints    Key = "stream.unwritten-points"  // summary/points of a failed contract without its points
)

var rulesEnglish = map[Key]Msg{
	CallNoCoincheLevel: {Text: "%s coinched %s: a %s cannot be coinched under this ruleset"},
	ClaimSeat:          {Text: "a claim needs the seat that claims (N, E, S or W)"},
	ClaimNothing:       {Text: "%s claims the rest, but all %d tricks are played"},
	ClaimTricks:        {Text: "%s claims %d tricks, but only %d remain"},
	ClaimHands:         {Text: "%s claims, but not every hand is written: a claim is checked against the four hands"},
	ClaimNoLead:        {Text: "%s claims the rest without having the lead: only the player to lead may claim, so the rest goes to %s (000 Jeu de la carte)"},
	ClaimMaster:        {Text: "%s claims the rest, but another player (even partner) holds a master card or a trump: the rest goes to %s (000 Jeu de la carte)"},
	BeloteCard:         {Text: "%s said %s playing %s: belote and rebelote are said playing the trump king and queen (%s, %s)"},
	BeloteTeamFull:     {Text: "%s said %s, but only the declaring team (%s) may declare belote under this ruleset"},
	BeloteSecond:       {Text: "%s said belote playing %s, the second of %s %s: belote goes with the first card, rebelote with the second"},
	BeloteFirst:        {Text: "%s said rebelote playing %s, the first of %s %s: belote goes with the first card, rebelote with the second"},
	BeloteMissing:      {Text: "%s said rebelote playing %s without saying belote on %s: say belote with the first card"},
	SummaryDeclarer:    {Text: "the contract needs a declarer (N, E, S or W)"},
	SummaryAnnounce:    {Text: "an announcement needs a team and points"},
	SummaryDouble:      {Text: "double is %d: 0 (none), 1 (coinche) or 2 (surcoinche)"},
	CallPassed:         {Text: "%s bid %s after passing: a player who passed may not bid again under this ruleset (bidding.passed_may_bid = false)"},
	CallSelfNone:       {Text: "%s bid %s over their own %s: a player may not overcall his own bid (bidding.self_overcall = \"none\"); pass"},
	CallSelfStrain:     {Text: "%s bid %s over their own %s: a player may overcall his own bid only in another strain (bidding.self_overcall = \"other-strain\"): bid another strain, or pass"},
	CallNoCoinche:      {Text: "%s coinched: no coinche under this ruleset (bidding.coinche = \"none\")"},
	CallCoincheNoBid:   {Text: "%s coinched but nobody bid"},
	CallCoincheNoBidYt: {Text: "%s coinched but nobody has bid yet"},
	CallNoCalls:        {Text: "the deal has no calls: the bidding is missing, so the contract is unknown"},
	DealHandSize:       {Count: 1, One: "%s holds %d card: each hand holds %d (%d-card deck)", Other: "%s holds %d cards: each hand holds %d (%d-card deck)"},
	DealDuplicate:      {Text: "%s is dealt twice: it is also in %s's hand"},
	DealMissing:        {Text: "cards not dealt: %s (every card of the %d-card deck is dealt)"},
	DealSix:            {Text: "%s: sixes are dealt only with the 36-card deck; this ruleset deals %d cards (7 to ace)"},
	DealNotCard:        {Text: "not a card of the %d-card deck"},
	PlayLeaderUnknown:  {Text: "trick %d: who leads it is not known"},
	PlayLeaderWon:      {Text: "%s leads trick %d, but %s won trick %d and leads the next"},
	PlayLeaderGenerale: {Text: "%s leads the first trick, but the declarer of a générale (%s) leads it"},
	PlayLeaderFirst:    {Text: "%s leads the first trick, but the seat after the dealer %s leads it: %s"},
	PlayTrickCards:     {Count: 1, One: "trick %d has %d card: every trick has four (only the last trick before a claim may be cut short)", Other: "trick %d has %d cards: every trick has four (only the last trick before a claim may be cut short)"},
	PlayTricks:         {One: "the deal has %d trick: a deal has %d", Other: "the deal has %d tricks: a deal has %d"},
	PlayNoTrick:        {Text: "no trick is written: write the %d tricks, or a claim"},
	PlayTricksShort:    {One: "the deal has %d trick: a deal has %d (write the rest, or a claim)", Other: "the deal has %d tricks: a deal has %d (write the rest, or a claim)"},
	PlayAlready:        {Text: "%s plays %s, already played by %s in trick %d"},
	PlayDealtTo:        {Text: "%s plays %s, which was dealt to %s (%s held %s)"},
	PlayNotInHand:      {Text: "%s plays %s, not in hand (held %s)"},
	UnwrittenPoints:    {Text: "the declaring team's points are not written, and under this ruleset a failed contract's score depends on them (NS %d EW %d if they took 0, NS %d EW %d if %d): write them (0 to %d)"},
}

var rulesFrench = map[Key]Msg{
	CallNoCoincheLevel: {Text: "%s coinche %s : dans ces règles, un contrat %s ne peut pas être coinché"},
	ClaimSeat:          {Text: "un jeu posé a besoin du joueur qui le pose (N, E, S ou W)"},
	ClaimNothing:       {Text: "%s pose son jeu et demande le reste, mais les %d plis sont joués"},
	ClaimTricks:        {Text: "%s demande %d plis, mais il n'en reste que %d"},
	ClaimHands:         {Text: "%s pose son jeu, mais toutes les mains ne sont pas écrites : un jeu posé se vérifie sur les quatre mains"},
	ClaimNoLead:        {Text: "%s pose son jeu sans avoir la main : seul le joueur qui a la main peut poser son jeu, donc le reste des plis revient à %s (000 Jeu de la carte)"},
	ClaimMaster:        {Text: "%s pose son jeu, mais un autre joueur (même son partenaire) a une carte maîtresse ou un atout : le reste des plis revient à %s (000 Jeu de la carte)"},
	BeloteCard:         {Text: "%s a dit %s en jouant %s : belote et rebelote se disent en jouant le roi et la dame d'atout (%s, %s)"},
	BeloteTeamFull:     {Text: "%s a dit %s, mais dans ces règles seule l'équipe du preneur (%s) peut annoncer la belote"},
	BeloteSecond:       {Text: "%s a dit belote en jouant %s, la seconde de %s %s : belote se dit avec la première carte, rebelote avec la seconde"},
	BeloteFirst:        {Text: "%s a dit rebelote en jouant %s, la première de %s %s : belote se dit avec la première carte, rebelote avec la seconde"},
	BeloteMissing:      {Text: "%s a dit rebelote en jouant %s sans avoir dit belote sur %s : dites belote avec la première carte"},
	SummaryDeclarer:    {Text: "le contrat a besoin d'un preneur (N, E, S ou W)"},
	SummaryAnnounce:    {Text: "une annonce a besoin d'une équipe et de points"},
	SummaryDouble:      {Text: "double vaut %d : 0 (rien), 1 (coinche) ou 2 (surcoinche)"},
	CallPassed:         {Text: "%s annonce %s après avoir passé : dans ces règles, un joueur qui a passé ne peut plus annoncer (bidding.passed_may_bid = false)"},
	CallSelfNone:       {Text: "%s annonce %s sur son propre %s : un joueur ne peut pas monter sur sa propre enchère (bidding.self_overcall = \"none\") ; passez"},
	CallSelfStrain:     {Text: "%s annonce %s sur son propre %s : un joueur ne peut monter sur sa propre enchère que dans une autre couleur (bidding.self_overcall = \"other-strain\") : annoncez une autre couleur, ou passez"},
	CallNoCoinche:      {Text: "%s coinche : pas de coinche dans ces règles (bidding.coinche = \"none\")"},
	CallCoincheNoBid:   {Text: "%s coinche, mais personne n'a annoncé"},
	CallCoincheNoBidYt: {Text: "%s coinche, mais personne n'a encore annoncé"},
	CallNoCalls:        {Text: "la donne n'a pas d'enchères : elles manquent, donc le contrat est inconnu"},
	DealHandSize:       {Count: 1, One: "%s a %d carte : chaque main en a %d (jeu de %d cartes)", Other: "%s a %d cartes : chaque main en a %d (jeu de %d cartes)"},
	DealDuplicate:      {Text: "%s est distribué deux fois : il est aussi dans la main de %s"},
	DealMissing:        {Text: "cartes non distribuées : %s (toutes les cartes du jeu de %d cartes sont distribuées)"},
	DealSix:            {Text: "%s : les six ne sont distribués qu'avec le jeu de 36 cartes ; ces règles distribuent %d cartes (du 7 à l'as)"},
	DealNotCard:        {Text: "pas une carte du jeu de %d cartes"},
	PlayLeaderUnknown:  {Text: "pli %d : on ne sait pas qui l'entame"},
	PlayLeaderWon:      {Text: "%s entame le pli %d, mais %s a remporté le pli %d et entame le suivant"},
	PlayLeaderGenerale: {Text: "%s entame le premier pli, mais c'est le preneur d'une générale (%s) qui l'entame"},
	PlayLeaderFirst:    {Text: "%s entame le premier pli, mais c'est le joueur après le donneur %s qui l'entame : %s"},
	PlayTrickCards:     {Count: 1, One: "le pli %d a %d carte : chaque pli en a quatre (seul le dernier pli avant un jeu posé peut être incomplet)", Other: "le pli %d a %d cartes : chaque pli en a quatre (seul le dernier pli avant un jeu posé peut être incomplet)"},
	PlayTricks:         {One: "la donne a %d pli : une donne en a %d", Other: "la donne a %d plis : une donne en a %d"},
	PlayNoTrick:        {Text: "aucun pli n'est écrit : écrivez les %d plis, ou le jeu posé"},
	PlayTricksShort:    {One: "la donne a %d pli : une donne en a %d (écrivez la suite, ou le jeu posé)", Other: "la donne a %d plis : une donne en a %d (écrivez la suite, ou le jeu posé)"},
	PlayAlready:        {Text: "%s joue %s, déjà joué par %s au pli %d"},
	PlayDealtTo:        {Text: "%s joue %s, distribué à %s (%s avait %s)"},
	PlayNotInHand:      {Text: "%s joue %s, qu'il n'a pas en main (il avait %s)"},
	UnwrittenPoints:    {Text: "les points de l'équipe du preneur ne sont pas écrits, et dans ces règles la marque d'un contrat chuté en dépend (NS %d EW %d s'ils ont fait 0, NS %d EW %d s'ils en ont fait %d) : écrivez-les (0 à %d)"},
}

func init() {
	for k, m := range rulesEnglish {
		english[k] = m
	}
	for k, m := range rulesFrench {
		french[k] = m
	}
}
