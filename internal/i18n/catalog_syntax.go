package i18n

// The syntax errors of full records (package notation, parse.go): what
// was expected where, and what was found. The notation's own words
// (deal, dealer, hands, calls, announce, tricks, claim, won, result, pass,
// X, XX; N E S W; ♠AK7) stay as the file writes them; « attendu …, trouvé
// … » as the summaries' errors say it (catalog_fr.go).
const (
	SynStrayBrace      Key = "syntax.char"
	SynLineTooLong     Key = "syntax.line-too-long"
	SynEncoding        Key = "syntax.encoding"
	SynUnclosedComment Key = "syntax.unclosed-comment"
	SynBeforeDealLine  Key = "syntax.unclosed-comment.deal"
	SynCommentTooLong  Key = "syntax.comment-too-long"
	SynTooManyDeal     Key = "syntax.too-many-errors"
	SynTooManyHeader   Key = "syntax.too-many-errors.header"
	SynUTF8            Key = "syntax.utf8"
	SynInComment       Key = "syntax.utf8.comment"
	SynInTag           Key = "syntax.utf8.tag"
	SynSeatColon       Key = "syntax.seat.colon"
	SynTopLevel        Key = "syntax.token.top"
	SynTooManyTags     Key = "syntax.tag.many"
	SynTagName         Key = "syntax.tag.name"
	SynTagValue        Key = "syntax.tag.value"
	SynTagClose        Key = "syntax.tag.close"
	SynUnclosedString  Key = "syntax.unclosed-string"
	SynEscape          Key = "syntax.escape"
	SynDealZero        Key = "syntax.number.zero"
	SynDealDigits      Key = "syntax.number.digits"
	SynDealer          Key = "syntax.seat.dealer"
	SynEmptyDeal       Key = "syntax.empty-deal"
	SynSection         Key = "syntax.token.section"
	SynHandSeat        Key = "syntax.seat.hand"
	SynSuitGroup       Key = "syntax.hand.group"
	SynHandCards       Key = "syntax.hand.cards"
	SynHandLine        Key = "syntax.hand"
	SynCallSeat        Key = "syntax.seat.call"
	SynCallLine        Key = "syntax.call"
	SynCallAfter       Key = "syntax.call.after"
	SynAnnounceSeat    Key = "syntax.seat.announce"
	SynAnnounceKind    Key = "syntax.announce.kind"
	SynAnnounceCards   Key = "syntax.card.announce"
	SynAnnounceShown   Key = "syntax.announce.shown"
	SynAnnounceLine    Key = "syntax.announce"
	SynLeadSeat        Key = "syntax.seat.lead"
	SynTrickCards      Key = "syntax.trick.cards"
	SynTrickLine       Key = "syntax.trick"
	SynTrickFifth      Key = "syntax.trick.fifth"
	SynBeloteAfter     Key = "syntax.belote.after"
	SynBeloteTwice     Key = "syntax.belote.twice"
	SynCard            Key = "syntax.card"
	SynClaimSeat       Key = "syntax.seat.claim"
	SynResult          Key = "syntax.result"
	SynTeamPoints      Key = "syntax.number.points"
	SynSummarySection  Key = "syntax.section"
	SynAfterSummary    Key = "syntax.token.summary"
	SynString          Key = "syntax.found.string"
	SynOther           Key = "syntax.found.other"
)

var syntaxEnglish = map[Key]Msg{
	SynStrayBrace:      {Text: "unexpected \"}\" outside a comment"},
	SynLineTooLong:     {Text: "line longer than %d bytes: the rest of it is skipped"},
	SynEncoding:        {Text: "the file is UTF-%d: save it as UTF-8"},
	SynUnclosedComment: {Text: "comment not closed: expected \"}\" before %s"},
	SynBeforeDealLine:  {Text: "a line starting with deal or [ (which ends it)"},
	SynCommentTooLong:  {Text: "comment longer than %d bytes: cut"},
	SynTooManyDeal:     {Text: "too many errors: the rest of this deal is skipped"},
	SynTooManyHeader:   {Text: "too many errors: no more are reported before the next deal"},
	SynUTF8:            {Text: "invalid UTF-8 (byte 0x%02X) in %s: save the file as UTF-8"},
	SynInComment:       {Text: "a comment"},
	SynInTag:           {Text: "the value of tag %s"},
	SynSeatColon:       {Text: "expected a seat N, E, S or W before ':', found %s"},
	SynTopLevel:        {Text: "expected a deal (deal 1 dealer N …) or a tag [Name \"value\"], found %s"},
	SynTooManyTags:     {Text: "more than %d tags in one game: the rest are skipped"},
	SynTagName:         {Text: "expected a tag name (letters, digits, _ or -) after \"[\", found %s"},
	SynTagValue:        {Text: "expected the value of tag %s in quotes, like [%s \"…\"], found %s"},
	SynTagClose:        {Text: "expected \"]\" to close tag %s, found %s"},
	SynUnclosedString:  {Text: "string not closed: expected '\"' before the end of the line"},
	SynEscape:          {Text: "unknown escape in a string: only \\\" and \\\\ are escapes (write \\\\ for a backslash)"},
	SynDealZero:        {Text: "expected a deal number 1 or more, found 0"},
	SynDealDigits:      {Text: "expected a deal number of at most 8 digits, found %s"},
	SynDealer:          {Text: "expected the dealer's seat N, E, S or W after dealer, found %s"},
	SynEmptyDeal:       {Text: "expected the deal's summary (a seat and a contract, or pass) or a section (hands, calls, announce, tricks, claim, won, result), found %s"},
	SynSection:         {Text: "expected a section (hands, calls, announce, tricks, claim, won, result) or the next deal, found %s"},
	SynHandSeat:        {Text: "expected a seat N, E, S or W to start a hand, found %s"},
	SynSuitGroup:       {Text: "expected a suit group like ♠AK7 or ♥- (a suit then ranks 6 7 8 9 10 J Q K A, or - for a void) or a card like A♠, found %s"},
	SynHandCards:       {Text: "expected the cards of %s's hand (suit groups like ♠AK7 ♥J9), found %s"},
	SynHandLine:        {Text: "expected a hand like N: ♠AK7 ♥J9 ♦10 ♣Q8 after %q, found %s"},
	SynCallSeat:        {Text: "expected the seat of the next call, N, E, S or W, found %s"},
	SynCallLine:        {Text: "expected a call like W 80♥ or N pass after %q, found %s"},
	SynCallAfter:       {Text: "expected a call after %s (pass, a bid like 80♥ or 90SA, capot ♥, X or XX), found %s"},
	SynAnnounceSeat:    {Text: "expected the seat of the announcement, N, E, S or W, found %s"},
	SynAnnounceKind:    {Text: "expected the kind of announcement, tierce, cinquante, cent or carré, found %s"},
	SynAnnounceCards:   {Text: "expected the cards shown, as suit groups like ♥AKQ or cards like J♠, found %s"},
	SynAnnounceShown:   {Text: "expected the cards shown after %s %s, like ♥AKQ"},
	SynAnnounceLine:    {Text: "expected an announcement like E tierce ♥AKQ after %q, found %s"},
	SynLeadSeat:        {Text: "expected the seat that leads the trick, N, E, S or W, found %s"},
	SynTrickCards:      {Text: "expected the cards of the trick led by %s, like 7♠ 8♠ A♠ K♠, found %s"},
	SynTrickLine:       {Text: "expected a trick like W: 7♠ 8♠ A♠ K♠ after %q, found %s"},
	SynTrickFifth:      {Text: "a trick has at most 4 cards: %s is a 5th card in the trick led by %s"},
	SynBeloteAfter:     {Text: "%s must follow the card it was said with, like K♥ %s"},
	SynBeloteTwice:     {Text: "belote or rebelote written twice after the same card"},
	SynCard:            {Text: "expected a card like 10♥ or A♠ (a rank 6 7 8 9 10 J Q K A and a suit ♠ ♥ ♦ ♣ or S H D C), found %s"},
	SynClaimSeat:       {Text: "expected the seat that claims, N, E, S or W, after claim, found %s"},
	SynResult:          {Text: "expected the result as NS points EW points, like result NS 0 EW 250, found %s"},
	SynTeamPoints:      {Text: "expected the points of %s (a number), found %s"},
	SynSummarySection:  {Text: "a summary deal has no %s section: write the deal either as a summary or in full"},
	SynAfterSummary:    {Text: "expected the next deal or a tag after the summary, found %s"},
	SynString:          {Text: "a string %s"},
	SynOther:           {Text: "something else"},
}

var syntaxFrench = map[Key]Msg{
	SynStrayBrace:      {Text: "« } » inattendu hors d'un commentaire"},
	SynLineTooLong:     {Text: "ligne de plus de %d octets : la suite est ignorée"},
	SynEncoding:        {Text: "le fichier est en UTF-%d : enregistrez-le en UTF-8"},
	SynUnclosedComment: {Text: "commentaire non fermé : attendu « } » avant %s"},
	SynBeforeDealLine:  {Text: "une ligne qui commence par deal ou [ (qui le ferme)"},
	SynCommentTooLong:  {Text: "commentaire de plus de %d octets : coupé"},
	SynTooManyDeal:     {Text: "trop d'erreurs : la suite de cette donne est ignorée"},
	SynTooManyHeader:   {Text: "trop d'erreurs : plus aucune n'est signalée avant la donne suivante"},
	SynUTF8:            {Text: "UTF-8 invalide (octet 0x%02X) dans %s : enregistrez le fichier en UTF-8"},
	SynInComment:       {Text: "un commentaire"},
	SynInTag:           {Text: "la valeur du tag %s"},
	SynSeatColon:       {Text: "attendu un joueur N, E, S ou W avant « : », trouvé %s"},
	SynTopLevel:        {Text: "attendu une donne (deal 1 dealer N …) ou un tag [Nom \"valeur\"], trouvé %s"},
	SynTooManyTags:     {Text: "plus de %d tags dans une partie : les autres sont ignorés"},
	SynTagName:         {Text: "attendu un nom de tag (lettres, chiffres, _ ou -) après « [ », trouvé %s"},
	SynTagValue:        {Text: "attendu la valeur du tag %s entre guillemets, comme [%s \"…\"], trouvé %s"},
	SynTagClose:        {Text: "attendu « ] » pour fermer le tag %s, trouvé %s"},
	SynUnclosedString:  {Text: "chaîne non fermée : attendu « \" » avant la fin de la ligne"},
	SynEscape:          {Text: "échappement inconnu dans une chaîne : seuls \\\" et \\\\ en sont (écrivez \\\\ pour une barre oblique inverse)"},
	SynDealZero:        {Text: "attendu un numéro de donne de 1 ou plus, trouvé 0"},
	SynDealDigits:      {Text: "attendu un numéro de donne d'au plus 8 chiffres, trouvé %s"},
	SynDealer:          {Text: "attendu le donneur N, E, S ou W après dealer, trouvé %s"},
	SynEmptyDeal:       {Text: "attendu le résumé de la donne (un joueur et un contrat, ou pass) ou une section (hands, calls, announce, tricks, claim, won, result), trouvé %s"},
	SynSection:         {Text: "attendu une section (hands, calls, announce, tricks, claim, won, result) ou la donne suivante, trouvé %s"},
	SynHandSeat:        {Text: "attendu un joueur N, E, S ou W au début d'une main, trouvé %s"},
	SynSuitGroup:       {Text: "attendu un groupe de couleur comme ♠AK7 ou ♥- (une couleur puis des hauteurs 6 7 8 9 10 J Q K A, ou - pour une chicane) ou une carte comme A♠, trouvé %s"},
	SynHandCards:       {Text: "attendu les cartes de la main de %s (des groupes de couleur comme ♠AK7 ♥J9), trouvé %s"},
	SynHandLine:        {Text: "attendu une main comme N: ♠AK7 ♥J9 ♦10 ♣Q8 après %q, trouvé %s"},
	SynCallSeat:        {Text: "attendu le joueur de l'enchère suivante, N, E, S ou W, trouvé %s"},
	SynCallLine:        {Text: "attendu une enchère comme W 80♥ ou N pass après %q, trouvé %s"},
	SynCallAfter:       {Text: "attendu une enchère après %s (pass, une annonce comme 80♥ ou 90SA, capot ♥, X ou XX), trouvé %s"},
	SynAnnounceSeat:    {Text: "attendu le joueur de l'annonce, N, E, S ou W, trouvé %s"},
	SynAnnounceKind:    {Text: "attendu la sorte d'annonce, tierce, cinquante, cent ou carré, trouvé %s"},
	SynAnnounceCards:   {Text: "attendu les cartes montrées, en groupes de couleur comme ♥AKQ ou en cartes comme J♠, trouvé %s"},
	SynAnnounceShown:   {Text: "attendu les cartes montrées après %s %s, comme ♥AKQ"},
	SynAnnounceLine:    {Text: "attendu une annonce comme E tierce ♥AKQ après %q, trouvé %s"},
	SynLeadSeat:        {Text: "attendu le joueur qui entame le pli, N, E, S ou W, trouvé %s"},
	SynTrickCards:      {Text: "attendu les cartes du pli entamé par %s, comme 7♠ 8♠ A♠ K♠, trouvé %s"},
	SynTrickLine:       {Text: "attendu un pli comme W: 7♠ 8♠ A♠ K♠ après %q, trouvé %s"},
	SynTrickFifth:      {Text: "un pli a au plus 4 cartes : %s est une 5e carte dans le pli entamé par %s"},
	SynBeloteAfter:     {Text: "%s suit la carte avec laquelle il est dit, comme K♥ %s"},
	SynBeloteTwice:     {Text: "belote ou rebelote écrit deux fois après la même carte"},
	SynCard:            {Text: "attendu une carte comme 10♥ ou A♠ (une hauteur 6 7 8 9 10 J Q K A et une couleur ♠ ♥ ♦ ♣ ou S H D C), trouvé %s"},
	SynClaimSeat:       {Text: "attendu le joueur qui pose son jeu, N, E, S ou W, après claim, trouvé %s"},
	SynResult:          {Text: "attendu le résultat en NS points EW points, comme result NS 0 EW 250, trouvé %s"},
	SynTeamPoints:      {Text: "attendu les points de %s (un nombre), trouvé %s"},
	SynSummarySection:  {Text: "une donne résumée n'a pas de section %s : écrivez la donne soit en résumé, soit en entier"},
	SynAfterSummary:    {Text: "attendu la donne suivante ou un tag après le résumé, trouvé %s"},
	SynString:          {Text: "une chaîne %s"},
	SynOther:           {Text: "autre chose"},
}

func init() { merge(syntaxEnglish, syntaxFrench) }
