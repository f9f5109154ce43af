package i18n

// The rest of the rules' messages (package rules): the bidding after it
// closed and the coinches of a full record, a bidding left open, claims
// that do not hold, announcements and belote in full records, the checks
// of a summary deal. Words as in catalog_rules.go, and as the rule
// documents say them: « la fin des enchères », coinche, surcoinche, le
// preneur, le jeu posé, « il avait » for the cards a player held; a
// sequence is « une suite » (tierce, cinquante, cent), four of a rank
// « un carré ».
const (
	CallSeatless          Key = "call.seat"
	CallUnknown           Key = "call.kind"
	CallUnknownLevel      Key = "call.range.level"
	CallAfterPass         Key = "call.after-close.pass"
	CallAfterBid          Key = "call.after-close.bid"
	CallAfterSurcoinche   Key = "call.after-close.surcoinche"
	CallAfterAnswers      Key = "call.after-close.answers" // a surcoinche after the answers to a coinche
	CallCoinchedRebid     Key = "call.coinched-rebid"
	RebidNone             Key = "call.coinched-rebid.none"
	RebidPartner          Key = "call.coinched-rebid.partner"
	CallCoincheLate       Key = "call.coinche-late"
	UntilFirstCard        Key = "call.coinche-late.first-card"
	UntilBidding          Key = "call.coinche-late.bidding"
	CallCoincheOwnTeam    Key = "call.coinche-own-team"
	CallNoSurcoinche      Key = "call.no-surcoinche"
	CallSurcoincheNothing Key = "call.surcoinche-nothing"
	NobodyBid             Key = "call.nobody-bid"
	NotCoinched           Key = "call.not-coinched"
	CallSurcoincheTeam    Key = "call.surcoinche-team"
	CallAnswerTeam        Key = "call.turn.answer-team"  // a call by the side that does not answer
	CallAnswerTwice       Key = "call.turn.answer-twice" // a second answer by one seat
	CallTeamInTurn        Key = "call.turn.team-in-turn" // bidding.coinche_out_of_turn = "team-in-turn"
	InfCoinche            Key = "call.inf.coinche"       // "may coinche"
	InfSurcoinche         Key = "call.inf.surcoinche"
	BidTheir              Key = "call.bid.their"   // "their 80♠"
	BidPartner            Key = "call.bid.partner" // "partner W's 80♠"
	CoincheTheir          Key = "call.coinche.their"
	CoinchePartner        Key = "call.coinche.partner"
	CoincheOf             Key = "call.coinche.of" // "S's coinche"
	SurcoincheOf          Key = "call.surcoinche.of"
	HowAllPass            Key = "call.how.all-pass" // how the bidding closed
	HowPasses             Key = "call.how.passes"
	HowSpecial            Key = "call.how.special"
	HowCoinche            Key = "call.how.coinche"
	HowSurcoinche         Key = "call.how.surcoinche"
	HowSurcoincheAnswered Key = "call.how.surcoinche.answered"
	HowOpen               Key = "call.how.open"
	Three                 Key = "word.three" // three passes
	Four                  Key = "word.four"
	CallOpen              Key = "call.incomplete"          // the bidding is not closed
	PendingNoBid          Key = "call.incomplete.no-bid"   // plural: the passes (English says "1 passes")
	PendingCoinched       Key = "call.incomplete.coinched" // plural
	PendingPasses         Key = "call.incomplete.passes"   // plural
	PendingTurn           Key = "call.incomplete.turn"
	ClaimUnprovenRest     Key = "claim.unproven.rest"
	ClaimUnprovenSome     Key = "claim.unproven.some"
	ClaimExample          Key = "claim.unproven.example" // ": e.g. " and a line of play
	ClaimTopTrump         Key = "claim.unproven.top-trump"
	TrickLine             Key = "claim.trick"     // "trick 7: S 9♠, E 8♦, N J♣, W A♥, won by S"
	TrickSep              Key = "claim.trick.sep" // between two tricks
	BeloteNotHeld         Key = "belote.not-held"
	HeldNot               Key = "belote.not-held.held"
	HeldBy                Key = "belote.not-held.held-by"
	BeloteNoRebelote      Key = "belote.no-rebelote"
	DealWon               Key = "deal.won"
	HandSeatless          Key = "deal.hand-seat"
	HandTwice             Key = "deal.hand-seat.twice"
	PlayExtraCard         Key = "play.extra-card"
	PlayAllPass           Key = "play.all-pass"
	NextDealer            Key = "play.all-pass.next"
	SameDealer            Key = "play.all-pass.same"
	AnnounceAllPass       Key = "announce.all-pass"
	AnnounceSeatless      Key = "announce.seat"
	AnnounceNoneHeld      Key = "announce.not-held.none"
	AnnounceNotInHand     Key = "announce.not-held"
	AnnounceTwice         Key = "announce.kind.twice"
	AnnounceReused        Key = "announce.card-reused"
	AnnounceKind          Key = "announce.kind"
	ATierce               Key = "announce.a.tierce" // "a tierce", « une tierce »
	ACinquante            Key = "announce.a.cinquante"
	ACent                 Key = "announce.a.cent"
	ACarre                Key = "announce.a.carre"
	AnAnnounce            Key = "announce.a"
	WhyCarreRank          Key = "announce.why.carre-rank"
	WhyCarreNothing       Key = "announce.why.carre-nothing"
	UnderSansAtout        Key = "announce.why.sans-atout"
	UnderToutAtout        Key = "announce.why.tout-atout"
	WhyShape              Key = "announce.why.shape"
	InSequence            Key = "announce.why.in-sequence" // "4 cards in sequence"
	WhyOneSuit            Key = "announce.why.one-suit"
	WhyNotSequence        Key = "announce.why.not-sequence"
	WhyNotInSequence      Key = "announce.why.not-in-sequence"
	WhyScoresNothing      Key = "announce.why.nothing"
	WhyUnknown            Key = "announce.why.unknown"
	AnnounceBothTeams     Key = "announce.both-teams"
	SummaryNoCoinche      Key = "summary.no-coinche"
	SummaryNoCoincheLevel Key = "summary.no-coinche-contract"
	SummaryNoSurcoinche   Key = "summary.no-surcoinche"
	BeloteDisabled        Key = "belote.disabled"
	BeloteSansAtout       Key = "belote.sans-atout"
	BeloteToutAtout       Key = "belote.tout-atout"
	GameNotChecked        Key = "game.rules"          // the game's ruleset is not usable
	RulesetProblems       Key = "game.rules.problems" // plural: "ruleset house.toml has 3 problems"
	GameUnchecked         Key = "game.unchecked"
	GameHeaderRefused     Key = "game.header"
	ScoreTargetTag        Key = "score.header.target"
	ScoreModeTag          Key = "score.header.mode"
)

var checksEnglish = map[Key]Msg{
	CallSeatless:          {Text: "a call needs a seat (N, E, S or W)"},
	CallUnknown:           {Text: "unknown call"},
	CallUnknownLevel:      {Text: "%s: unknown contract level"},
	CallAfterPass:         {Text: "%s passed after the bidding closed (%s)"},
	CallAfterBid:          {Text: "%s bid %s after the bidding closed (%s)"},
	CallAfterSurcoinche:   {Text: "%s surcoinched after the bidding closed (%s)"},
	CallAfterAnswers:      {Text: "%s surcoinched after the %d calls that follow %s: each answers once (%s)"},
	CallCoinchedRebid:     {Text: "%s bid %s after a bid of their team was coinched: %s (bidding.coinched_rebid = %q); pass instead"},
	RebidNone:             {Text: "neither member of a coinched team may bid again"},
	RebidPartner:          {Text: "a declarer whose bid was coinched may not bid again"},
	CallCoincheLate:       {Text: "%s coinched after the bidding closed (%s); a coinche must be said %s"},
	UntilFirstCard:        {Text: "before the first card is played"},
	UntilBidding:          {Text: "before the bidding closes"},
	CallCoincheOwnTeam:    {Text: "%s coinched %s: only the opponents (%s or %s) may coinche it"},
	CallNoSurcoinche:      {Text: "%s surcoinched: no surcoinche under this ruleset"},
	CallSurcoincheNothing: {Text: "%s surcoinched, but %s"},
	NobodyBid:             {Text: "nobody has bid"},
	NotCoinched:           {Text: "%s is not coinched"},
	CallSurcoincheTeam:    {Text: "%s surcoinched %s: only the declaring team (%s or %s) may surcoinche"},
	CallAnswerTeam:        {Text: "%s %s after %s: only %s or %s answer it (%s)"},
	CallAnswerTwice:       {Text: "%s %s after %s, but has already answered it: each of %s and %s answers once (%s)"},
	CallTeamInTurn:        {Text: "%s %s out of turn: it is %s's turn to speak, and only %s or partner %s may %s (bidding.coinche_out_of_turn = \"team-in-turn\")"},
	InfCoinche:            {Text: "coinche"},
	InfSurcoinche:         {Text: "surcoinche"},
	BidTheir:              {Text: "their %s"},
	BidPartner:            {Text: "partner %s's %s"},
	CoincheTheir:          {Text: "their coinche"},
	CoinchePartner:        {Text: "partner %s's coinche"},
	CoincheOf:             {Text: "%s's coinche"},
	SurcoincheOf:          {Text: "%s's surcoinche"},
	HowAllPass:            {Text: "four passes: all pass"},
	HowPasses:             {Text: "%s passes after %s"},
	HowSpecial:            {Text: "a %s bid ends the bidding"},
	HowCoinche:            {Text: "%s's coinche ends the bidding"},
	HowSurcoinche:         {Text: "%s's surcoinche ends the bidding"},
	HowSurcoincheAnswered: {Text: "the calls after %s's surcoinche close the bidding"},
	HowOpen:               {Text: "still open"},
	Three:                 {Text: "three"},
	Four:                  {Text: "four"},
	CallOpen:              {Text: "the bidding is not closed: %s"},
	PendingNoBid:          {One: "no bid and %d passes so far: four passes, or a bid followed by three passes, close it%s", Other: "no bid and %d passes so far: four passes, or a bid followed by three passes, close it%s"},
	PendingCoinched:       {Count: 1, One: "%s is coinched and %d passes follow: %s passes or a surcoinche close it%s", Other: "%s is coinched and %d passes follow: %s passes or a surcoinche close it%s"},
	PendingPasses:         {One: "%d passes after %s: %s passes close it%s", Other: "%d passes after %s: %s passes close it%s"},
	PendingTurn:           {Text: "; it is %s's turn to speak"},
	ClaimUnprovenRest:     {Text: "%s claims the rest, but %s can win a trick against some play of %s%s"},
	ClaimUnprovenSome:     {Text: "%s claims %d of the %d remaining tricks, but whatever %s plays, %s can hold it to fewer%s"},
	ClaimExample:          {Text: ": e.g. %s"},
	ClaimTopTrump:         {Text: ": e.g. %s holds %s, the highest trump left"},
	TrickLine:             {Text: "trick %d: %s, won by %s"},
	TrickSep:              {Text: "; "},
	BeloteNotHeld:         {Text: "%s said %s, but only the holder of both the trump king and queen may: %s"},
	HeldNot:               {Text: "held %s but not %s"},
	HeldBy:                {Text: "held %s but not %s (%s held it)"},
	BeloteNoRebelote:      {Text: "%s said belote playing %s (trick %d) but not rebelote playing %s (trick %d): the belote does not count; if it was declared, write %s rebelote"},
	DealWon:               {Text: "\"nous avons gagné\" stops a game only under game.declare_win, as in tournoi-2018 (000 Fin de la partie); this ruleset plays every deal out"},
	HandSeatless:          {Text: "a hand needs a seat (N, E, S or W)"},
	HandTwice:             {Text: "%s's hand is written twice"},
	PlayExtraCard:         {Text: "trick %d has more than four cards"},
	PlayAllPass:           {Text: "every player passed: the deal is void (redealt by %s) and no card is played"},
	NextDealer:            {Text: "the next dealer"},
	SameDealer:            {Text: "the same dealer"},
	AnnounceAllPass:       {Text: "every player passed: the deal is void and nothing is announced"},
	AnnounceSeatless:      {Text: "an announcement needs a seat (N, E, S or W)"},
	AnnounceNoneHeld:      {Text: "%s announced %s but holds none (held %s)"},
	AnnounceNotInHand:     {Text: "%s announced %s with %s, not in hand (held %s)"},
	AnnounceTwice:         {Text: "%s announced %s showing a card twice"},
	AnnounceReused:        {Text: "%s announced %s twice: a card counts in one announcement only (004)"},
	AnnounceKind:          {Text: "%s announced %s with %s: %s"},
	ATierce:               {Text: "a tierce"},
	ACinquante:            {Text: "a cinquante"},
	ACent:                 {Text: "a cent"},
	ACarre:                {Text: "a carré"},
	AnAnnounce:            {Text: "a announcement"},
	WhyCarreRank:          {Text: "a carré is the four cards of one rank"},
	WhyCarreNothing:       {Text: "a carré of %ss scores nothing%s"},
	UnderSansAtout:        {Text: " under sans-atout"},
	UnderToutAtout:        {Text: " under tout-atout"},
	WhyShape:              {Text: "%s is %s"},
	InSequence:            {Text: "%d cards in sequence"},
	WhyOneSuit:            {Text: "a sequence is in one suit"},
	WhyNotSequence:        {Text: "not a sequence"},
	WhyNotInSequence:      {Text: "not %s (sequence order %s)"},
	WhyScoresNothing:      {Text: "%s scores nothing under this ruleset"},
	WhyUnknown:            {Text: "unknown announcement"},
	AnnounceBothTeams:     {Text: "both teams score announcements, but only the team with the best announcement scores (004; 002 Annonces)"},
	SummaryNoCoinche:      {Text: "%s is coinched, but there is no coinche under this ruleset (bidding.coinche = \"none\")"},
	SummaryNoCoincheLevel: {Text: "%s is coinched, but a %s cannot be coinched under this ruleset"},
	SummaryNoSurcoinche:   {Text: "%s is surcoinched, but there is no surcoinche under this ruleset"},
	BeloteDisabled:        {Text: "no belote under this ruleset"},
	BeloteSansAtout:       {Text: "no belote in sans-atout: there is no trump (002 Variations, 004)"},
	BeloteToutAtout:       {Text: "no belote in tout-atout under this ruleset"},
	GameNotChecked:        {Text: "%s; the game's deals are not checked nor scored"},
	RulesetProblems:       {Count: 1, One: "ruleset %s has %d problem", Other: "ruleset %s has %d problems"},
	GameUnchecked:         {Text: "deal %d not checked: the game has no usable ruleset"},
	GameHeaderRefused:     {Text: "%s; score refuses the game (with --force, it scores it under the ruleset's own target and mode)"},
	ScoreTargetTag:        {Text: "Target %q is not a positive number of points"},
	ScoreModeTag:          {Text: "unknown scoring mode %q: made-and-bid (points faits + annoncés), made (points faits) or bid (points annoncés)"},
}

var checksFrench = map[Key]Msg{
	CallSeatless:          {Text: "une enchère a besoin du joueur qui la dit (N, E, S ou W)"},
	CallUnknown:           {Text: "enchère inconnue"},
	CallUnknownLevel:      {Text: "%s : niveau de contrat inconnu"},
	CallAfterPass:         {Text: "%s passe après la fin des enchères (%s)"},
	CallAfterBid:          {Text: "%s annonce %s après la fin des enchères (%s)"},
	CallAfterSurcoinche:   {Text: "%s surcoinche après la fin des enchères (%s)"},
	CallAfterAnswers:      {Text: "%s surcoinche après les %d réponses à %s : chacun n'y répond qu'une fois (%s)"},
	CallCoinchedRebid:     {Text: "%s annonce %s alors qu'une enchère de son équipe a été coinchée : %s (bidding.coinched_rebid = %q) ; passez"},
	RebidNone:             {Text: "aucun joueur d'une équipe coinchée ne peut plus annoncer"},
	RebidPartner:          {Text: "un joueur dont l'enchère a été coinchée ne peut plus annoncer"},
	CallCoincheLate:       {Text: "%s coinche après la fin des enchères (%s) ; il faut coincher %s"},
	UntilFirstCard:        {Text: "avant que la première carte soit jouée"},
	UntilBidding:          {Text: "avant la fin des enchères"},
	CallCoincheOwnTeam:    {Text: "%s coinche %s : seuls les adversaires (%s ou %s) peuvent le coincher"},
	CallNoSurcoinche:      {Text: "%s surcoinche : pas de surcoinche dans ces règles"},
	CallSurcoincheNothing: {Text: "%s surcoinche, mais %s"},
	NobodyBid:             {Text: "personne n'a annoncé"},
	NotCoinched:           {Text: "%s n'est pas coinché"},
	CallSurcoincheTeam:    {Text: "%s surcoinche %s : seule l'équipe du preneur (%s ou %s) peut surcoincher"},
	CallAnswerTeam:        {Text: "%s %s après %s : seuls %s ou %s y répondent (%s)"},
	CallAnswerTwice:       {Text: "%s %s après %s, mais y a déjà répondu : %s et %s n'y répondent qu'une fois chacun (%s)"},
	CallTeamInTurn:        {Text: "%s %s hors de son tour : c'est à %s de parler, et seuls %s ou son partenaire %s peuvent %s (bidding.coinche_out_of_turn = \"team-in-turn\")"},
	InfCoinche:            {Text: "coincher"},
	InfSurcoinche:         {Text: "surcoincher"},
	BidTheir:              {Text: "son propre %s"},
	BidPartner:            {Text: "le %[2]s de son partenaire %[1]s"},
	CoincheTheir:          {Text: "sa propre coinche"},
	CoinchePartner:        {Text: "la coinche de son partenaire %s"},
	CoincheOf:             {Text: "la coinche de %s"},
	SurcoincheOf:          {Text: "la surcoinche de %s"},
	HowAllPass:            {Text: "quatre passes : tout le monde passe"},
	HowPasses:             {Text: "%s passes après %s"},
	HowSpecial:            {Text: "une enchère de %s met fin aux enchères"},
	HowCoinche:            {Text: "la coinche de %s met fin aux enchères"},
	HowSurcoinche:         {Text: "la surcoinche de %s met fin aux enchères"},
	HowSurcoincheAnswered: {Text: "les réponses à la surcoinche de %s mettent fin aux enchères"},
	HowOpen:               {Text: "elles ne sont pas finies"},
	Three:                 {Text: "trois"},
	Four:                  {Text: "quatre"},
	CallOpen:              {Text: "les enchères ne sont pas finies : %s"},
	PendingNoBid:          {One: "aucune enchère et %d passe jusqu'ici : quatre passes, ou une enchère suivie de trois passes, y mettent fin%s", Other: "aucune enchère et %d passes jusqu'ici : quatre passes, ou une enchère suivie de trois passes, y mettent fin%s"},
	PendingCoinched:       {Count: 1, One: "%s est coinché et suivi de %d passe : %s passes ou une surcoinche y mettent fin%s", Other: "%s est coinché et suivi de %d passes : %s passes ou une surcoinche y mettent fin%s"},
	PendingPasses:         {One: "%d passe après %s : %s passes y mettent fin%s", Other: "%d passes après %s : %s passes y mettent fin%s"},
	PendingTurn:           {Text: " ; c'est à %s de parler"},
	ClaimUnprovenRest:     {Text: "%s pose son jeu et demande le reste, mais %s peut faire un pli selon le jeu de %s%s"},
	ClaimUnprovenSome:     {Text: "%[1]s demande %[2]d des %[3]d plis restants, mais quel que soit le jeu de %[4]s, %[5]s peut l'empêcher d'en faire autant%[6]s"},
	ClaimExample:          {Text: " : par exemple %s"},
	ClaimTopTrump:         {Text: " : par exemple %s a %s, le plus haut atout restant"},
	TrickLine:             {Text: "pli %d : %s, remporté par %s"},
	TrickSep:              {Text: " ; "},
	BeloteNotHeld:         {Text: "%s a dit %s, mais seul le joueur qui a le roi et la dame d'atout le peut : %s"},
	HeldNot:               {Text: "il avait %s mais pas %s"},
	HeldBy:                {Text: "il avait %s mais pas %s (%s l'avait)"},
	BeloteNoRebelote:      {Text: "%s a dit belote en jouant %s (pli %d) mais pas rebelote en jouant %s (pli %d) : la belote ne compte pas ; si elle a été annoncée, écrivez %s rebelote"},
	DealWon:               {Text: "« nous avons gagné » n'arrête la partie qu'avec game.declare_win, comme au tournoi-2018 (000 Fin de la partie) ; dans ces règles, chaque donne se joue jusqu'au bout"},
	HandSeatless:          {Text: "une main a besoin de son joueur (N, E, S ou W)"},
	HandTwice:             {Text: "la main de %s est écrite deux fois"},
	PlayExtraCard:         {Text: "le pli %d a plus de quatre cartes"},
	PlayAllPass:           {Text: "tout le monde a passé : la donne est nulle (redistribuée par %s) et aucune carte ne se joue"},
	NextDealer:            {Text: "le donneur suivant"},
	SameDealer:            {Text: "le même donneur"},
	AnnounceAllPass:       {Text: "tout le monde a passé : la donne est nulle et rien ne s'annonce"},
	AnnounceSeatless:      {Text: "une annonce a besoin du joueur qui la fait (N, E, S ou W)"},
	AnnounceNoneHeld:      {Text: "%s annonce %s mais n'en a pas (il avait %s)"},
	AnnounceNotInHand:     {Text: "%s annonce %s avec %s, qu'il n'a pas en main (il avait %s)"},
	AnnounceTwice:         {Text: "%s annonce %s en montrant deux fois une carte"},
	AnnounceReused:        {Text: "%s annonce %s deux fois : une carte ne compte que dans une seule annonce (004)"},
	AnnounceKind:          {Text: "%s annonce %s avec %s : %s"},
	ATierce:               {Text: "une tierce"},
	ACinquante:            {Text: "une cinquante"},
	ACent:                 {Text: "un cent"},
	ACarre:                {Text: "un carré"},
	AnAnnounce:            {Text: "une annonce"},
	WhyCarreRank:          {Text: "un carré, ce sont les quatre cartes d'une même hauteur"},
	WhyCarreNothing:       {Text: "un carré de %s ne vaut rien%s"},
	UnderSansAtout:        {Text: " en sans-atout"},
	UnderToutAtout:        {Text: " en tout-atout"},
	WhyShape:              {Text: "%s, ce sont %s"},
	InSequence:            {Text: "%d cartes qui se suivent"},
	WhyOneSuit:            {Text: "une suite est dans une seule couleur"},
	WhyNotSequence:        {Text: "ce n'est pas une suite"},
	WhyNotInSequence:      {Text: "ce ne sont pas %s (ordre des suites %s)"},
	WhyScoresNothing:      {Text: "%s ne vaut rien dans ces règles"},
	WhyUnknown:            {Text: "annonce inconnue"},
	AnnounceBothTeams:     {Text: "les deux équipes marquent des annonces, mais seule l'équipe qui a la meilleure annonce marque (004 ; 002 Annonces)"},
	SummaryNoCoinche:      {Text: "%s est coinché, mais il n'y a pas de coinche dans ces règles (bidding.coinche = \"none\")"},
	SummaryNoCoincheLevel: {Text: "%s est coinché, mais dans ces règles un contrat %s ne peut pas être coinché"},
	SummaryNoSurcoinche:   {Text: "%s est surcoinché, mais il n'y a pas de surcoinche dans ces règles"},
	BeloteDisabled:        {Text: "pas de belote dans ces règles"},
	BeloteSansAtout:       {Text: "pas de belote en sans-atout : il n'y a pas d'atout (002 Variations, 004)"},
	BeloteToutAtout:       {Text: "pas de belote en tout-atout dans ces règles"},
	GameNotChecked:        {Text: "%s ; les donnes de la partie ne sont ni vérifiées ni comptées"},
	RulesetProblems:       {Count: 1, One: "les règles %s ont %d problème", Other: "les règles %s ont %d problèmes"},
	GameUnchecked:         {Text: "donne %d non vérifiée : la partie n'a pas de règles utilisables"},
	GameHeaderRefused:     {Text: "%s ; score refuse la partie (avec --force, il la compte avec l'objectif et le mode de ses règles)"},
	ScoreTargetTag:        {Text: "Target %q n'est pas un nombre de points positif"},
	ScoreModeTag:          {Text: "mode de marque inconnu %q : made-and-bid (points faits + annoncés), made (points faits) ou bid (points annoncés)"},
}

func init() { merge(checksEnglish, checksFrench) }
