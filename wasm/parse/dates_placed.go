package parse

import "strings"

// datesAloneOrPlaced reports whether s is a date line as our own files write
// it: the dates alone, or the dates, " | " and the place ("09/2016 - Heute |
// Darmstadt"). headDate's rest has lost the bar, so it is looked for in s.
func datesAloneOrPlaced(s string, dates dateMemo) bool {
	date, rest, ok := headDate(s, dates)
	if !ok || rest == "" {
		return ok
	}
	after, found := strings.CutPrefix(strings.TrimSpace(s), date)
	return found && strings.HasPrefix(strings.TrimSpace(after), "|")
}
