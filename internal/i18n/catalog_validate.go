package i18n

// The problems Ruleset.Validate finds in a ruleset (rules/validate.go):
// impossible values of the deck, the deal, the bidding, the cards and the
// scoring, named by their TOML keys as written. Words as in
// catalog_ruleset.go: « hauteur » for a rank, « échelon » for a rung of
// bidding.ladder, « paquet » for a packet of a dealing pattern.
const (
	VWantRaw         Key = "ruleset.value.go"
	VListedTwice     Key = "ruleset.value.twice"
	VPair            Key = "ruleset.range.pair"
	VPairNegative    Key = "ruleset.range.pair-negative"
	VNotABid         Key = "ruleset.value.not-a-bid"
	VBidTwice        Key = "ruleset.value.bid-twice"
	VNotNegative     Key = "ruleset.range.negative"
	VDeckCards       Key = "ruleset.range.deck"
	VPatternsEmpty   Key = "ruleset.pattern.none"
	VPatternEmpty    Key = "ruleset.pattern.empty"
	VPacketEmpty     Key = "ruleset.pattern.packet"
	VPatternSum      Key = "ruleset.pattern.sum"
	VCardsBefore     Key = "ruleset.range.cards-before"
	VCardsBeforeStop Key = "ruleset.pattern.cards-before"
	VClosingPasses   Key = "ruleset.range.closing-passes"
	VFactor          Key = "ruleset.range.factor"
	VAtLeastOne      Key = "ruleset.range.at-least-one"
	VSpecialValue    Key = "ruleset.range.special-value"
	VTarget          Key = "ruleset.range.target"
	VMinAboveMax     Key = "ruleset.range.min-max"
	VNotMultiple     Key = "ruleset.range.multiple"
	VRungMin         Key = "ruleset.range.rung-min"
	VRungUp          Key = "ruleset.range.rung-up"
	VLadderMin       Key = "ruleset.range.ladder-min"
	VLadderMax       Key = "ruleset.range.ladder-max"
	VOrderRanks      Key = "ruleset.order.ranks"
	VNotRank         Key = "ruleset.order.not-rank"
	VRankTwice       Key = "ruleset.order.twice"
	VPointsCount     Key = "ruleset.points.count"
)

var validateEnglish = map[Key]Msg{
	VWantRaw:         {Text: "%s = %s: want %s"},
	VListedTwice:     {Text: "%s: %q is listed twice"},
	VPair:            {Text: "%s = %s: want a pair [bid, value], e.g. [82, 80]"},
	VPairNegative:    {Text: "%s = %s: the value %d must not be negative"},
	VNotABid:         {Text: "%s = %s: %d is not a bid of this ruleset (bids go from %s)"},
	VBidTwice:        {Text: "scoring.contract_values: the bid %d is listed twice"},
	VNotNegative:     {Text: "%s = %d: must not be negative"},
	VDeckCards:       {Text: "deck.cards = %d: want 32 (7 to ace) or 36 (6 to ace)"},
	VPatternsEmpty:   {Text: "deal.patterns is empty: give at least one dealing pattern, e.g. [[3, 2, 3]]"},
	VPatternEmpty:    {Text: "%s is empty"},
	VPacketEmpty:     {Text: "%s = %s: every packet must hold at least one card"},
	VPatternSum:      {Text: "%s = %s deals %d cards to each player; a %d-card deck needs %d"},
	VCardsBefore:     {Text: "deal.cards_before_bidding = %d: want 1 to %d (the hand size)"},
	VCardsBeforeStop: {Text: "deal.cards_before_bidding = %d, but dealing %s never stops at %d cards"},
	VClosingPasses:   {Text: "bidding.closing_passes = %d: want 3 (the three other seats pass) or 4 (the bidder too)"},
	VFactor:          {Text: "%s = %d: must be at least 1 (1: the contract scores its value)"},
	VAtLeastOne:      {Text: "%s = %d: must be at least 1"},
	VSpecialValue:    {Text: "bidding.specials has %q but %s = %d: give its value"},
	VTarget:          {Text: "game.target = %d: must be at least 1, or 0 for no target (the game goes on until its record ends)"},
	VMinAboveMax:     {Text: "bidding.min = %d is above bidding.max = %d"},
	VNotMultiple:     {Text: "%s = %d is not a multiple of bidding.step = %d (bids go by steps)"},
	VRungMin:         {Text: "%s = %d: a bid must be at least 1"},
	VRungUp:          {Text: "%s = %d is not above the rung before it (%d): the ladder goes up, lowest bid first"},
	VLadderMin:       {Text: "bidding.min = %d, but bidding.ladder starts at %d: with a ladder, min and max are its first and last rungs (leave them out, or set bidding.ladder = [] to bid by min, max and step)"},
	VLadderMax:       {Text: "bidding.max = %d, but bidding.ladder ends at %d: with a ladder, min and max are its first and last rungs (leave them out, or set bidding.ladder = [] to bid by min, max and step)"},
	VOrderRanks:      {Text: "%s has %d ranks; a %d-card deck has %d: %s"},
	VNotRank:         {Text: "%s: %q is not a rank of a %d-card deck (%s)"},
	VRankTwice:       {Text: "%s: %q is listed twice; each of %s once"},
	VPointsCount:     {Text: "%s has %d values; want %d, one per rank of the matching order"},
}

var validateFrench = map[Key]Msg{
	VWantRaw:         {Text: "%s = %s : les valeurs possibles sont %s"},
	VListedTwice:     {Text: "%s : %q figure deux fois"},
	VPair:            {Text: "%s = %s : il faut une paire [enchère, valeur], par exemple [82, 80]"},
	VPairNegative:    {Text: "%s = %s : la valeur %d ne doit pas être négative"},
	VNotABid:         {Text: "%s = %s : %d n'est pas une enchère de ces règles (les enchères vont de %s)"},
	VBidTwice:        {Text: "scoring.contract_values : l'enchère %d figure deux fois"},
	VNotNegative:     {Text: "%s = %d : ne doit pas être négatif"},
	VDeckCards:       {Text: "deck.cards = %d : 32 (du 7 à l'as) ou 36 (du 6 à l'as)"},
	VPatternsEmpty:   {Text: "deal.patterns est vide : donnez au moins une façon de distribuer, par exemple [[3, 2, 3]]"},
	VPatternEmpty:    {Text: "%s est vide"},
	VPacketEmpty:     {Text: "%s = %s : chaque paquet doit avoir au moins une carte"},
	VPatternSum:      {Text: "%s = %s donne %d cartes à chaque joueur ; un jeu de %d cartes en demande %d"},
	VCardsBefore:     {Text: "deal.cards_before_bidding = %d : de 1 à %d (le nombre de cartes d'une main)"},
	VCardsBeforeStop: {Text: "deal.cards_before_bidding = %d, mais la distribution %s ne s'arrête jamais à %d cartes"},
	VClosingPasses:   {Text: "bidding.closing_passes = %d : 3 (les trois autres joueurs passent) ou 4 (celui qui a annoncé aussi)"},
	VFactor:          {Text: "%s = %d : doit valoir au moins 1 (1 : le contrat marque sa valeur)"},
	VAtLeastOne:      {Text: "%s = %d : doit valoir au moins 1"},
	VSpecialValue:    {Text: "bidding.specials contient %q mais %s = %d : donnez sa valeur"},
	VTarget:          {Text: "game.target = %d : doit valoir au moins 1, ou 0 pour aucun objectif (la partie continue jusqu'à la fin de sa feuille)"},
	VMinAboveMax:     {Text: "bidding.min = %d est au-dessus de bidding.max = %d"},
	VNotMultiple:     {Text: "%s = %d n'est pas un multiple de bidding.step = %d (les enchères vont de palier en palier)"},
	VRungMin:         {Text: "%s = %d : une enchère vaut au moins 1"},
	VRungUp:          {Text: "%s = %d n'est pas au-dessus de l'échelon d'avant (%d) : l'échelle monte, de la plus basse enchère à la plus haute"},
	VLadderMin:       {Text: "bidding.min = %d, mais bidding.ladder commence à %d : avec une échelle, min et max sont son premier et son dernier échelon (ne les écrivez pas, ou écrivez bidding.ladder = [] pour annoncer par min, max et step)"},
	VLadderMax:       {Text: "bidding.max = %d, mais bidding.ladder finit à %d : avec une échelle, min et max sont son premier et son dernier échelon (ne les écrivez pas, ou écrivez bidding.ladder = [] pour annoncer par min, max et step)"},
	VOrderRanks:      {Text: "%s a %d hauteurs ; un jeu de %d cartes en a %d : %s"},
	VNotRank:         {Text: "%s : %q n'est pas une hauteur du jeu de %d cartes (%s)"},
	VRankTwice:       {Text: "%s : %q figure deux fois ; chacune de %s une fois"},
	VPointsCount:     {Text: "%s a %d valeurs ; il en faut %d, une par hauteur de l'ordre correspondant"},
}

func init() { merge(validateEnglish, validateFrench) }
