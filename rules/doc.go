// Package rules owns the card model, the rulesets and the legality of
// calls and plays of coinche; it knows no text (package notation reads and
// writes it) and no points on a score sheet (package score adds them up).
//
// What is where:
//
//   - The card model: Card (an index 0..63), Hand (a 64-bit set of cards),
//     card.go. Orders and card points depend on the contract's strain and
//     the ruleset: Engine (engine.go) precomputes them per strain, so that
//     the hot paths compare and count with table lookups and bit masks.
//   - Rulesets: Ruleset (ruleset.go) is one club's rules, one field per
//     key of docs/rulesets.md, each enumerated key a type of its own
//     (the table options.txt, generated into options_gen.go; enum.go); Validate (validate.go) checks a ruleset once,
//     where it is loaded; ConfigError (configerror.go) is a problem in a
//     ruleset, placed at its line and column in the file by the loader.
//     Reading rulesets is not here: package rules/rulesfile reads the five
//     built-in rulesets and house-rules TOML files.
//   - Calls: Auction (bidding.go) follows the calls of one deal — the bid
//     ladder, coinche and surcoinche and who may answer them, the end of
//     the bidding — and reports each illegal call.
//   - Plays: TrickState (play.go) says which cards are legal in a trick
//     (follow suit, trump, overtrump, undertrump, the partner-master
//     exception, the jass rules) and who wins it; claim.go decides claims.
//   - The checker: Checker (check*.go) checks the deals of one game in
//     order — hands, calls, announcements, belote, every trick, claims, a
//     summary's figures — and returns each deal's Outcome (outcome.go), the
//     facts package score needs, with every problem as a notation.Error
//     with a stable code (docs/diagnostics.md).
//
// Random legal deals are made by package score/gen (RandomDeal), on the
// engine's legal moves and the Auction's queries (Auction.Answering).
//
// The rule behind each check cites its document and section in the code
// and in docs/rulesets.md.
package rules
