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
	UnwrittenPoints    Key = "stream.unwritten-points" // summary/points of a failed contract without its points
)

var rulesEnglish = map[Key]Msg{
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
