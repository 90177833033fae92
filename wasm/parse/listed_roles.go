package parse

import (
	"regexp"
	"strings"
	"unicode"
)

// listItemRe is a list item's marker: a bullet or dash (with or without a
// space after it, "-Node Developer") or a number ("1.", "2)").
var listItemRe = regexp.MustCompile(`^\s*(?:[-–*+•·▪►◦]\s*|\d{1,2}[.)]\s+)`)

// maxListedRoleWords bounds the title of a listed role: a longer item is a
// sentence about work, not a role.
const maxListedRoleWords = 14

// listedRoles reads an experience section written as a list of one-line
// roles, each item a title with its dates in brackets ("- Oracle Analyst
// (2013 - 2017)", "1. Support Analyst (2019 - 2023)", or with no marker
// at all, one role a line): each item is an entry's head without its
// marker, however long, and what follows the brackets ("… (2015 - 2017):
// Implemented the release …") is that entry's first bullet. Only when
// every list item of the section is such a role (every line, when none is
// marked): a bullet that dates a piece of work under its role ("- Migrated
// billing (2019 – 2020)" beside undated bullets) stays a bullet.
func listedRoles(lines []line, dates dateMemo) []line {
	items := listItems(lines)
	if len(items) == 0 && len(lines) >= 2 {
		items = make([]bool, len(lines))
		for i := range items {
			items[i] = len(lines[i].cells) == 1
		}
	}
	type role struct{ head, after string }
	roles := map[int]role{}
	for i, item := range items {
		if !item {
			continue
		}
		head, after, ok := listedRole(lines[i].cells[0].s, dates)
		if !ok {
			return lines
		}
		roles[i] = role{head, after}
	}
	if len(roles) == 0 {
		return lines
	}
	out := make([]line, 0, len(lines)+len(roles))
	for i, l := range lines {
		r, ok := roles[i]
		if !ok {
			out = append(out, l)
			continue
		}
		h := withText(l, r.head)
		h.listed = true
		out = append(out, h)
		if r.after != "" {
			body := withText(l, r.after)
			body.gap = false
			out = append(out, body)
		}
	}
	return out
}

// listItems marks the one-box lines that open with a list marker; nil when
// none does.
func listItems(lines []line) []bool {
	var items []bool
	for i, l := range lines {
		if len(l.cells) == 1 && listItemRe.MatchString(l.cells[0].s) {
			if items == nil {
				items = make([]bool, len(lines))
			}
			items[i] = true
		}
	}
	return items
}

// listedRole splits a list item "<marker> Title (dates): words" into the
// head "Title (dates)" and the words after it; ok when the dates stand in
// brackets right after a title of a few words, or after a comma at the
// item's end ("- Floor Sanders and Finishers, 2012 - 2016").
func listedRole(s string, dates dateMemo) (head, after string, ok bool) {
	t := strings.TrimSpace(s[len(listItemRe.FindString(s)):])
	d := dates.scan(t)
	if !d.ok {
		return "", "", false
	}
	title, date := strings.TrimSpace(t[:d.a]), strings.TrimSpace(t[d.a:d.b])
	closing := strings.TrimLeft(t[d.b:], " ")
	switch {
	case (strings.HasSuffix(title, "(") || strings.HasSuffix(title, "[")) && (strings.HasPrefix(closing, ")") || strings.HasPrefix(closing, "]")):
		closing = closing[1:]
	case strings.HasSuffix(title, ",") && strings.Trim(closing, " .;") == "":
	default:
		return "", "", false
	}
	title = strings.TrimSpace(title[:len(title)-1])
	if n := wordsWithLetters(title); n == 0 || n > maxListedRoleWords {
		return "", "", false
	}
	after = strings.TrimSpace(strings.TrimLeft(closing, " :.,;–-"))
	return title + " (" + date + ")", after, true
}

// wordsWithLetters counts the words of s that hold a letter (not the
// dashes between a title's parts).
func wordsWithLetters(s string) int {
	n := 0
	for _, w := range strings.Fields(s) {
		if strings.ContainsFunc(w, unicode.IsLetter) {
			n++
		}
	}
	return n
}
