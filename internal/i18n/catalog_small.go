package i18n

// The keys of the durable writes (internal/atomicfile): a file not
// changed, the lock of another writer. « rien n'a changé » as the table's
// refusals say it (catalog_table.go).
const (
	FileNotChanged Key = "file.not-changed"  // "FILE: not changed: why"
	FileWritten    Key = "file.written"      // the rename done, the sync failed
	FileReadOnly   Key = "file.read-only"    // atomicfile.ErrReadOnly: no write bit
	FileReadOnlyMe Key = "file.read-only.me" // atomicfile.ErrReadOnly: not for this user
	FileOwner      Key = "file.owner"        // atomicfile.ErrOwner
	LockOpen       Key = "lock.open"         // the lock file could not be opened
	LockHeld       Key = "lock.held"         // another writer held it for the timeout
	LockWriter     Key = "lock.writer"       // "another writer"
	LockWriterWho  Key = "lock.writer.who"   // "another writer (pid 12 coinche add)"
	LockWaiting    Key = "lock.waiting"      // the notice after the patience
)

// The command line's usage errors (package main).
const (
	UsageColor      Key = "usage.color"       // an unknown --color mode
	HelpNoSub       Key = "usage.help.no-sub" // coinche help check foo
	HelpNoCommand   Key = "usage.help.no-cmd" // coinche help foo
	RulesUnknownSub Key = "usage.rules.sub"   // coinche rules foo
	RulesShowOne    Key = "usage.rules.show"  // coinche rules show (no name)
	RulesLint       Key = "rules.lint"        // "FILE: warning: what is unusual" (the words of Lint stay English)
)

var smallEnglish = map[Key]Msg{
	FileNotChanged:  {Text: "%s: not changed: %s"},
	FileWritten:     {Text: "%s: the change is written (do not make it again), but %s"},
	FileReadOnly:    {Text: "the file is read-only (mode %04o); make it writable (chmod u+w) to change it"},
	FileReadOnlyMe:  {Text: "the file is read-only for you: %s"},
	FileOwner:       {Text: "the file belongs to another user (uid %d); replacing it would make it yours: copy it, or ask its owner"},
	LockOpen:        {Text: "%s: not changed: lock %s: %s"},
	LockHeld:        {Text: "%s: not changed: %s has held its lock (%s) for %s; try again when it is done"},
	LockWriter:      {Text: "another writer"},
	LockWriterWho:   {Text: "another writer (%s)"},
	LockWaiting:     {Text: "coinche: %s: waiting for %s to finish (lock %s; giving up after %s)\n"},
	UsageColor:      {Text: "--color %q: want auto, always or never"},
	HelpNoSub:       {Text: "help: %s has no subcommand %q"},
	HelpNoCommand:   {Text: "help: %s has no command %q: want %s%s"},
	RulesUnknownSub: {Text: "rules: unknown subcommand %q (want list, show NAME or docs)%s"},
	RulesShowOne:    {Text: "rules show: want one ruleset name (coinche rules list names them)"},
	RulesLint:       {Text: "%s: warning: %s"},
}

var smallFrench = map[Key]Msg{
	FileNotChanged:  {Text: "%s : rien n'a changé : %s"},
	FileWritten:     {Text: "%s : la modification est écrite (ne la refaites pas), mais %s"},
	FileReadOnly:    {Text: "le fichier est en lecture seule (mode %04o) : rendez-le modifiable (chmod u+w) pour le changer"},
	FileReadOnlyMe:  {Text: "le fichier est en lecture seule pour vous : %s"},
	FileOwner:       {Text: "le fichier appartient à un autre utilisateur (uid %d) : le remplacer vous le donnerait ; copiez-le, ou demandez à son propriétaire"},
	LockOpen:        {Text: "%s : rien n'a changé : verrou %s : %s"},
	LockHeld:        {Text: "%s : rien n'a changé : %s tient son verrou (%s) depuis %s ; réessayez quand il aura fini"},
	LockWriter:      {Text: "un autre programme"},
	LockWriterWho:   {Text: "un autre programme (%s)"},
	LockWaiting:     {Text: "coinche : %s : attente de la fin d'%s (verrou %s ; abandon après %s)\n"},
	UsageColor:      {Text: "--color « %s » : attendu auto, always ou never"},
	HelpNoSub:       {Text: "help : %s n'a pas de sous-commande « %s »"},
	HelpNoCommand:   {Text: "help : %s n'a pas de commande « %s » : attendu %s%s"},
	RulesUnknownSub: {Text: "rules : sous-commande « %s » inconnue (attendu list, show NOM ou docs)%s"},
	RulesShowOne:    {Text: "rules show : attendu un nom de règles (coinche rules list les nomme)"},
	RulesLint:       {Text: "%s : avertissement : %s"},
}

func init() {
	for k, m := range smallEnglish {
		english[k] = m
	}
	for k, m := range smallFrench {
		french[k] = m
	}
}
