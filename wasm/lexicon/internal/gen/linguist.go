package main

import "strings"

// addLinguist adds Linguist's programming languages as tools, with their
// aliases of four letters or more that are no English word ("golang",
// "csharp"; "js" is curated, "inc" would be a company).
// Sub-languages (those with a group) and names that are common English words
// are left out unless a term already holds them: "Red" and "Self" are
// languages, but in a CV they are words.
func addLinguist(b *builder, path string) error {
	type language struct {
		name, kind, group string
		aliases           []string
	}
	var langs []*language
	var cur *language
	inAliases := false
	err := eachLine(path, func(line string) {
		switch {
		case line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "---"):
		case !strings.HasPrefix(line, " ") && strings.HasSuffix(line, ":"):
			cur = &language{name: strings.Trim(strings.TrimSuffix(line, ":"), `"'`)}
			langs = append(langs, cur)
			inAliases = false
		case cur == nil:
		case strings.HasPrefix(line, "  - ") && inAliases:
			cur.aliases = append(cur.aliases, strings.Trim(strings.TrimPrefix(line, "  - "), `"'`))
		case strings.HasPrefix(line, "  ") && !strings.HasPrefix(line, "   "):
			key, value, _ := strings.Cut(strings.TrimSpace(line), ":")
			value = strings.Trim(strings.TrimSpace(value), `"'`)
			inAliases = key == "aliases"
			switch key {
			case "type":
				cur.kind = value
			case "group":
				cur.group = value
			}
		}
	})
	if err != nil {
		return err
	}
	for _, l := range langs {
		if l.kind != "programming" || l.group != "" {
			continue
		}
		same := []string{l.name}
		if !b.held(l.name) && (b.common("t", l.name) || len(l.name) < 3) {
			continue
		}
		var aliases []string
		for _, a := range l.aliases {
			if len(a) >= 4 && !b.words.known(a) {
				aliases = append(aliases, a)
			}
		}
		b.add("t", same, aliases)
	}
	return nil
}
