package i18n

// The problems of a ruleset TOML file (rules.ConfigError, package
// rules/rulesfile): an unknown key, a value of the wrong type, out of
// range or not one of its key's values. The keys and values are TOML and
// stay as written; « clé », « table », « tableau », « chaîne » as TOML's
// French documentation says them.
const (
	RulesetInherited    Key = "ruleset.inherited" // "… (deal.patterns comes from base)"
	RulesetUnknownKey   Key = "ruleset.unknown-key"
	RulesetUnknownTable Key = "ruleset.unknown-table"
	RulesetDidYouMean   Key = "ruleset.did-you-mean"
	RulesetKeysAre      Key = "ruleset.keys-are"
	RulesetTopLevel     Key = "ruleset.keys.top-level" // the keys "at the top level"
	RulesetInTable      Key = "ruleset.keys.in-table"  // the keys "in [deal]"
	RulesetType         Key = "ruleset.type"
	RulesetWant         Key = "ruleset.value" // a value not among its key's
	RulesetNothing      Key = "ruleset.value.nothing"
	RulesetRange        Key = "ruleset.range"
	RulesetCardsBefore  Key = "ruleset.range.cards-before-bidding"
	RulesetExtendsType  Key = "ruleset.type.extends"
	RulesetMustBeatType Key = "ruleset.type.must-beat"
	RulesetMustBeatBoth Key = "ruleset.value.must-beat"
	RulesetUnsupported  Key = "ruleset.type.unsupported"
	CoincheTurnWant     Key = "ruleset.value.coinche-out-of-turn" // what bidding.coinche_out_of_turn allows
	CoincheTurnTypes    Key = "ruleset.type.coinche-out-of-turn"
	ExtendsEscape       Key = "ruleset.extends.escape"
	WhyAbsolute         Key = "ruleset.extends.absolute" // why a path leads out of its directory
	WhyOutside          Key = "ruleset.extends.outside"
	WhySymlink          Key = "ruleset.extends.symlink"
	ExtendsMissing      Key = "ruleset.extends.missing"
	ExtendsUnknown      Key = "ruleset.extends.unknown"
	ExtendsCycle        Key = "ruleset.extends-cycle"
	ExtendsDepth        Key = "ruleset.extends-depth"
	RulesFlagProblems   Key = "usage.rules.problems" // plural: --rules FILE with problems (package main)
	RulesetDepth        Key = "ruleset.depth"
	ResolveAbsolute     Key = "rules.resolve.absolute" // a Rules tag Resolve cannot use
	ResolveOutside      Key = "rules.resolve.outside"
	ResolveSymlink      Key = "rules.resolve.symlink"
	ResolveUnknown      Key = "rules.resolve.unknown"
	OverrideUnknown     Key = "rules.resolve.override"
	TypeString          Key = "toml.string" // the TOML types, with their article
	TypeInteger         Key = "toml.integer"
	TypeFloat           Key = "toml.float"
	TypeNumber          Key = "toml.number"
	TypeBool            Key = "toml.boolean"
	TypeTrueFalse       Key = "toml.true-false"
	TypeArray           Key = "toml.array"
	TypeTable           Key = "toml.table"
	TypeArrayOf         Key = "toml.array-of" // "an array of " and the elements' TypesX
	TypeGo              Key = "toml.go"       // a Go type, as it is
	TypeGoValue         Key = "toml.go.value" // "a float32"
	TypesString         Key = "toml.strings"  // the elements of an array: "strings", « de chaînes »
	TypesInteger        Key = "toml.integers" //
	TypesNumber         Key = "toml.numbers"  //
	TypesTrueFalse      Key = "toml.true-false.s"
	TypesTable          Key = "toml.tables"
	TypesArrayOf        Key = "toml.arrays-of" // "array of integerss": the English as it always was
	TypesGo             Key = "toml.go.s"
)

var rulesetEnglish = map[Key]Msg{
	RulesetInherited:    {Text: "%s (%s comes from %s)"},
	RulesetUnknownKey:   {Text: "unknown key %s%s"},
	RulesetUnknownTable: {Text: "unknown table [%s]%s"},
	RulesetDidYouMean:   {Text: "; did you mean %s?"},
	RulesetKeysAre:      {Text: "; the keys %s are %s"},
	RulesetTopLevel:     {Text: "at the top level"},
	RulesetInTable:      {Text: "in [%s]"},
	RulesetType:         {Text: "%s must be %s, not %s"},
	RulesetWant:         {Text: "%s = %q: want %s"},
	RulesetNothing:      {Text: "nothing"},
	RulesetRange:        {Text: "%s = %d is out of range"},
	RulesetCardsBefore:  {Text: "deal.cards_before_bidding = 0: want 1 to %d (the hand size)"},
	RulesetExtendsType:  {Text: "extends must be a string naming a built-in ruleset (%s) or a .toml file beside this one"},
	RulesetMustBeatType: {Text: "scoring.must_beat_defenders must be true or false, not %s (it is the former name of scoring.against_defenders: \"none\", \"more\" or \"at-least\")"},
	RulesetMustBeatBoth: {Text: "scoring.must_beat_defenders is the former name of scoring.against_defenders: set only one of them"},
	RulesetUnsupported:  {Text: "%s: unsupported type %s"},
	CoincheTurnWant:     {Text: "true (any time), false (in turn) or \"team-in-turn\""},
	CoincheTurnTypes:    {Text: "true, false or \"team-in-turn\""},
	ExtendsEscape:       {Text: "extends = %q: %s: a file may extend only files in its own directory (%s) or below it"},
	WhyAbsolute:         {Text: "an absolute path"},
	WhyOutside:          {Text: "the path leads out of the directory"},
	WhySymlink:          {Text: "a symbolic link leads out of the directory"},
	ExtendsMissing:      {Text: "extends = %q: no such ruleset file %s (the built-in rulesets are %s)"},
	ExtendsUnknown:      {Text: "extends = %q: not a built-in ruleset; the built-in rulesets are %s%s (or name a .toml file beside this one)"},
	ExtendsCycle:        {Text: "extends = %q makes a cycle: %s; extend a built-in ruleset (%s) or a file that does not extend this one"},
	ResolveAbsolute:     {Text: "rules %q: ruleset path escapes the game file's directory (an absolute path; give --rules on the command line to use it)"},
	ResolveOutside:      {Text: "rules %q: ruleset path escapes the game file's directory %s (give --rules on the command line to use it)"},
	ResolveSymlink:      {Text: "rules %q: ruleset path escapes the game file's directory %s through a symbolic link (give --rules on the command line to use it)"},
	ResolveUnknown:      {Text: "rules %q: unknown ruleset: the built-in rulesets are %s, and there is no file %s%s"},
	OverrideUnknown:     {Text: "--rules %s: unknown ruleset: not a built-in ruleset nor a file; the built-in rulesets are %s%s"},
	RulesetDepth:        {Text: "tables and arrays nested more than %d deep (the parts of table headers and dotted keys, and each array and inline table, count); a house-rules file needs at most 4"},
	RulesFlagProblems:   {Count: 2, One: "%s: --rules %s: %d problem in the ruleset; no game read", Other: "%s: --rules %s: %d problems in the ruleset; no game read"},
	ExtendsDepth:        {Text: "extends = %q makes a chain of more than %d house-rules files from %s; extend a built-in ruleset (%s) or a file nearer to one"},
	TypeString:          {Text: "a string"},
	TypeInteger:         {Text: "an integer"},
	TypeFloat:           {Text: "a float"},
	TypeNumber:          {Text: "a number"},
	TypeBool:            {Text: "a boolean"},
	TypeTrueFalse:       {Text: "true or false"},
	TypeArray:           {Text: "an array"},
	TypeTable:           {Text: "a table"},
	TypeArrayOf:         {Text: "an array of %s"},
	TypeGo:              {Text: "%s"},
	TypeGoValue:         {Text: "a %s"},
	TypesString:         {Text: "strings"},
	TypesInteger:        {Text: "integers"},
	TypesNumber:         {Text: "numbers"},
	TypesTrueFalse:      {Text: "true or falses"},
	TypesTable:          {Text: "tables"},
	TypesArrayOf:        {Text: "array of %ss"},
	TypesGo:             {Text: "%ss"},
}

var rulesetFrench = map[Key]Msg{
	RulesetInherited:    {Text: "%s (%s vient de %s)"},
	RulesetUnknownKey:   {Text: "clé inconnue %s%s"},
	RulesetUnknownTable: {Text: "table inconnue [%s]%s"},
	RulesetDidYouMean:   {Text: " ; vouliez-vous dire %s ?"},
	RulesetKeysAre:      {Text: " ; les clés %s sont %s"},
	RulesetTopLevel:     {Text: "du premier niveau"},
	RulesetInTable:      {Text: "de [%s]"},
	RulesetType:         {Text: "%s doit être %s, pas %s"},
	RulesetWant:         {Text: "%s = %q : les valeurs possibles sont %s"},
	RulesetNothing:      {Text: "aucune"},
	RulesetRange:        {Text: "%s = %d est hors des limites"},
	RulesetCardsBefore:  {Text: "deal.cards_before_bidding = 0 : de 1 à %d (le nombre de cartes d'une main)"},
	RulesetExtendsType:  {Text: "extends doit être une chaîne qui nomme des règles intégrées (%s) ou un fichier .toml à côté de celui-ci"},
	RulesetMustBeatType: {Text: "scoring.must_beat_defenders doit être true ou false, pas %s (c'est l'ancien nom de scoring.against_defenders : \"none\", \"more\" ou \"at-least\")"},
	RulesetMustBeatBoth: {Text: "scoring.must_beat_defenders est l'ancien nom de scoring.against_defenders : n'écrivez que l'une des deux"},
	RulesetUnsupported:  {Text: "%s : type non pris en charge %s"},
	CoincheTurnWant:     {Text: "true (à tout moment), false (à son tour) ou \"team-in-turn\""},
	CoincheTurnTypes:    {Text: "true, false ou \"team-in-turn\""},
	ExtendsEscape:       {Text: "extends = %q : %s : un fichier ne peut étendre que des fichiers de son propre dossier (%s) ou de ses sous-dossiers"},
	WhyAbsolute:         {Text: "un chemin absolu"},
	WhyOutside:          {Text: "le chemin sort du dossier"},
	WhySymlink:          {Text: "un lien symbolique sort du dossier"},
	ExtendsMissing:      {Text: "extends = %q : pas de fichier de règles %s (les règles intégrées sont %s)"},
	ExtendsUnknown:      {Text: "extends = %q : pas de règles intégrées de ce nom ; les règles intégrées sont %s%s (ou nommez un fichier .toml à côté de celui-ci)"},
	ExtendsCycle:        {Text: "extends = %q fait un cycle : %s ; étendez des règles intégrées (%s) ou un fichier qui n'étend pas celui-ci"},
	ResolveAbsolute:     {Text: "rules %q : le chemin des règles sort du dossier du fichier de la partie (un chemin absolu ; donnez --rules sur la ligne de commande pour l'utiliser)"},
	ResolveOutside:      {Text: "rules %q : le chemin des règles sort du dossier %s du fichier de la partie (donnez --rules sur la ligne de commande pour l'utiliser)"},
	ResolveSymlink:      {Text: "rules %q : le chemin des règles sort du dossier %s du fichier de la partie par un lien symbolique (donnez --rules sur la ligne de commande pour l'utiliser)"},
	ResolveUnknown:      {Text: "rules %q : règles inconnues : les règles intégrées sont %s, et il n'y a pas de fichier %s%s"},
	OverrideUnknown:     {Text: "--rules %s : règles inconnues : ni des règles intégrées ni un fichier ; les règles intégrées sont %s%s"},
	RulesetDepth:        {Text: "tables et tableaux imbriqués sur plus de %d niveaux (les parties des en-têtes de table et des clés pointées, et chaque tableau et table en ligne, comptent) ; un fichier de règles maison n'en demande pas plus de 4"},
	RulesFlagProblems:   {Count: 2, One: "%s : --rules %s : %d problème dans les règles ; aucune partie lue", Other: "%s : --rules %s : %d problèmes dans les règles ; aucune partie lue"},
	ExtendsDepth:        {Text: "extends = %q fait une chaîne de plus de %d fichiers de règles maison depuis %s ; étendez des règles intégrées (%s) ou un fichier plus proche d'elles"},
	TypeString:          {Text: "une chaîne"},
	TypeInteger:         {Text: "un entier"},
	TypeFloat:           {Text: "un nombre à virgule"},
	TypeNumber:          {Text: "un nombre"},
	TypeBool:            {Text: "un booléen"},
	TypeTrueFalse:       {Text: "true ou false"},
	TypeArray:           {Text: "un tableau"},
	TypeTable:           {Text: "une table"},
	TypeArrayOf:         {Text: "un tableau %s"},
	TypeGo:              {Text: "%s"},
	TypeGoValue:         {Text: "un %s"},
	TypesString:         {Text: "de chaînes"},
	TypesInteger:        {Text: "d'entiers"},
	TypesNumber:         {Text: "de nombres"},
	TypesTrueFalse:      {Text: "de true ou false"},
	TypesTable:          {Text: "de tables"},
	TypesArrayOf:        {Text: "de tableaux %s"},
	TypesGo:             {Text: "de %s"},
}

func init() { merge(rulesetEnglish, rulesetFrench) }
