package parse

import "strings"

// bareDomain reports whether s is a domain name and nothing else
// ("northwind.de", "beispiel.de", "booking.com"): no scheme, no "www.", no path,
// no address. A head part like that is dropped as the employer's website
// beside its name; when it is all an entry's head names, it is the name
// (headParts keeps it): a job at "northwind.de" written alone over its
// dates, as Shortlist's own Word file writes a job with only a company,
// read back with neither title nor company.
func bareDomain(s string) bool {
	if strings.ContainsAny(s, "/:@") || strings.HasPrefix(strings.ToLower(s), "www.") {
		return false
	}
	labels := strings.Split(strings.TrimSuffix(s, "."), ".")
	if len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || strings.Trim(l, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") != "" {
			return false
		}
	}
	tld := labels[len(labels)-1]
	return len(tld) >= 2 && strings.Trim(tld, "0123456789") == tld
}
