package parse

import "strings"

// datesThenBar reports whether a line opens with its dates and a bar, then
// the head ("2019 – 2021 | Payroll Clerk — Ran the monthly payroll of a
// retail group."): a head however long, and even when it ends with a full
// stop. Our own files write a head that ends with a full stop after its
// dates on one line, so that it does not read as a sentence; lineDate took
// such a line of more than 14 words for prose and the job came back empty.
// d is the box's first date (dates.scan(s)).
func datesThenBar(s string, d dateHit) bool {
	if _, _, ok := leadingDate(s, d); !ok {
		return false
	}
	rest := strings.TrimLeft(s[d.b:], " ")
	return strings.HasPrefix(rest, "| ") && strings.TrimSpace(rest[1:]) != ""
}
