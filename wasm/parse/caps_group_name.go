package parse

import (
	"strings"
	"unicode"
)

// capsNameOverList: a group's name in capitals alone on its line over its
// comma list, a blank line between ("DATA ENGINEERING & TOOLS", then "dbt,
// Airflow, Git"; short). nameAboveList wants the list right under the
// name; pasted, the gap short leaves under its group titles comes with
// them, and the capitals tell the name from an item cut off the list. An
// item in capitals is an acronym ("SQL"), shorter than five letters.
func capsNameOverList(lines []line, i int) bool {
	t := lines[i].flat()
	if len(lines[i].cells) != 1 || !inCapitals(t) || letterCount(t) < 5 || len(strings.Fields(t)) > 6 || strings.ContainsAny(t, ",;:|•") {
		return false
	}
	return strings.Count(lines[i+1].flat(), ",") >= 2 && (i == 0 || !strings.HasSuffix(strings.TrimSpace(lines[i-1].flat()), ","))
}

// letterCount is the number of letters in s.
func letterCount(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}
