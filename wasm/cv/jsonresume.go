package cv

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// JSONResumeSchema is the schema version ExportJSONResume writes to.
const JSONResumeSchema = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"

type jrBasics struct {
	Name     string      `json:"name,omitempty"`
	Label    string      `json:"label,omitempty"`
	Email    string      `json:"email,omitempty"`
	Phone    string      `json:"phone,omitempty"`
	URL      string      `json:"url,omitempty"`
	Summary  string      `json:"summary,omitempty"`
	Location *jrLocation `json:"location,omitempty"`
	Profiles []jrProfile `json:"profiles,omitempty"`
}

type jrLocation struct {
	Address string `json:"address"`
}

type jrProfile struct {
	Network string `json:"network"`
	URL     string `json:"url,omitempty"`
	Handle  string `json:"username,omitempty"`
}

type jrWork struct {
	Name       string   `json:"name,omitempty"`
	Position   string   `json:"position,omitempty"`
	Location   string   `json:"location,omitempty"`
	StartDate  string   `json:"startDate,omitempty"`
	EndDate    string   `json:"endDate,omitempty"`
	Highlights []string `json:"highlights,omitempty"`
}

type jrEducation struct {
	Institution string `json:"institution,omitempty"`
	StudyType   string `json:"studyType,omitempty"`
	StartDate   string `json:"startDate,omitempty"`
	EndDate     string `json:"endDate,omitempty"`
	// The schema has no place for an education's description; its items
	// allow further fields, and "summary" is the work items' name for one.
	Summary string `json:"summary,omitempty"`
}

type jrSkill struct {
	Name     string   `json:"name"`
	Keywords []string `json:"keywords"`
}

type jrLanguage struct {
	Language string `json:"language"`
	Fluency  string `json:"fluency,omitempty"`
}

type jrProject struct {
	Name        string   `json:"name,omitempty"`
	Entity      string   `json:"entity,omitempty"`
	Description string   `json:"description,omitempty"`
	Highlights  []string `json:"highlights,omitempty"`
	StartDate   string   `json:"startDate,omitempty"`
	EndDate     string   `json:"endDate,omitempty"`
	URL         string   `json:"url,omitempty"`
}

type jrCertificate struct {
	Name   string `json:"name,omitempty"`
	URL    string `json:"url,omitempty"`
	Issuer string `json:"issuer,omitempty"`
}

type jrAward struct {
	Title   string `json:"title,omitempty"`
	Date    string `json:"date,omitempty"`
	Awarder string `json:"awarder,omitempty"`
	Summary string `json:"summary,omitempty"`
}

type jrPublication struct {
	Name        string `json:"name,omitempty"`
	Publisher   string `json:"publisher,omitempty"`
	ReleaseDate string `json:"releaseDate,omitempty"`
	URL         string `json:"url,omitempty"`
	Summary     string `json:"summary,omitempty"`
}

type jrVolunteer struct {
	Organization string   `json:"organization,omitempty"`
	Position     string   `json:"position,omitempty"`
	URL          string   `json:"url,omitempty"`
	StartDate    string   `json:"startDate,omitempty"`
	EndDate      string   `json:"endDate,omitempty"`
	Summary      string   `json:"summary,omitempty"`
	Highlights   []string `json:"highlights,omitempty"`
}

type jrInterest struct {
	Name string `json:"name"`
}

type jrReference struct {
	Name      string `json:"name,omitempty"`
	Reference string `json:"reference,omitempty"`
}

// jrMeta carries the sections the schema has no place for; its meta object
// allows further fields, the resume itself none.
type jrMeta struct {
	OtherSections []Section `json:"otherSections,omitempty"`
}

type resume struct {
	Schema       string          `json:"$schema"`
	Basics       jrBasics        `json:"basics"`
	Work         []jrWork        `json:"work,omitempty"`
	Volunteer    []jrVolunteer   `json:"volunteer,omitempty"`
	Education    []jrEducation   `json:"education,omitempty"`
	Awards       []jrAward       `json:"awards,omitempty"`
	Certificates []jrCertificate `json:"certificates,omitempty"`
	Publications []jrPublication `json:"publications,omitempty"`
	Skills       []jrSkill       `json:"skills,omitempty"`
	Languages    []jrLanguage    `json:"languages,omitempty"`
	Interests    []jrInterest    `json:"interests,omitempty"`
	References   []jrReference   `json:"references,omitempty"`
	Projects     []jrProject     `json:"projects,omitempty"`
	Meta         *jrMeta         `json:"meta,omitempty"`
}

// jsonResume writes the CV as a JSON Resume (schema v1.0.0). Nothing is
// invented: what the CV does not have is left out; the name is the CV's name
// and the label its header without the name; the website is basics.url;
// dates are written only when the duration reads unambiguously as a year or
// a month and year (else they are left out, the schema having no free-text
// date); skills and tools are two keyword groups. The extra sections go to
// projects (subtitle as entity), certificates (issuer; no date, which the
// schema wants with its day), awards (awarder),
// publications (publisher), volunteer (organisation), interests and
// references (the referee's position and words as the reference); other
// sections, for which the schema has no place, to meta.otherSections.
func jsonResume(f FormattedCV) ([]byte, error) {
	r := resume{Schema: JSONResumeSchema}
	for _, x := range sectionTable {
		x.resume(&f, &r)
	}
	jrOther(f, &r)
	return indentJSON(r)
}

// jrOther writes the other sections into r's meta.
func jrOther(f FormattedCV, r *resume) {
	for _, s := range f.OtherSections {
		if lines := nonEmpty(s.Lines...); len(lines) > 0 || strings.TrimSpace(s.Title) != "" {
			if r.Meta == nil {
				r.Meta = &jrMeta{}
			}
			r.Meta.OtherSections = append(r.Meta.OtherSections, Section{Title: strings.TrimSpace(s.Title), Lines: append([]string{}, lines...)})
		}
	}
}

// addProject writes a project, its subtitle as the entity.
func (r *resume) addProject(e Entry) {
	start, end := isoRange(e.Duration)
	r.Projects = append(r.Projects, jrProject{Name: strings.TrimSpace(e.Title), Entity: strings.TrimSpace(e.Subtitle),
		Description: strings.TrimSpace(e.Description), Highlights: nonEmpty(e.Highlights...), StartDate: start, EndDate: end, URL: jrURL(e.URL)})
}

// addCertificate writes a certificate with its issuer and no date: the
// schema wants a full date here (format "date"), and a CV gives a year or a
// month, never the day.
func (r *resume) addCertificate(e Entry) {
	r.Certificates = append(r.Certificates, jrCertificate{Name: strings.TrimSpace(e.Title), Issuer: strings.TrimSpace(e.Subtitle),
		URL: jrURL(e.URL)})
}

// addAward writes an award, its subtitle as the awarder.
func (r *resume) addAward(e Entry) {
	r.Awards = append(r.Awards, jrAward{Title: strings.TrimSpace(e.Title), Awarder: strings.TrimSpace(e.Subtitle), Date: isoDate(e.Duration),
		Summary: joinNonEmpty("\n", append([]string{e.Description}, e.Highlights...)...)})
}

// addPublication writes a publication, its subtitle as the publisher.
func (r *resume) addPublication(e Entry) {
	r.Publications = append(r.Publications, jrPublication{Name: strings.TrimSpace(e.Title), Publisher: strings.TrimSpace(e.Subtitle),
		ReleaseDate: isoDate(e.Duration), URL: jrURL(e.URL), Summary: joinNonEmpty("\n", append([]string{e.Description}, e.Highlights...)...)})
}

// addVolunteer writes a volunteering role, its subtitle as the organisation.
func (r *resume) addVolunteer(e Entry) {
	start, end := isoRange(e.Duration)
	r.Volunteer = append(r.Volunteer, jrVolunteer{Organization: strings.TrimSpace(e.Subtitle), Position: strings.TrimSpace(e.Title),
		URL: jrURL(e.URL), StartDate: start, EndDate: end, Summary: strings.TrimSpace(e.Description), Highlights: nonEmpty(e.Highlights...)})
}

// addReference writes a reference: the referee's name, and their position
// and words as the reference.
func (r *resume) addReference(e Entry) {
	r.References = append(r.References, jrReference{Name: strings.TrimSpace(e.Title),
		Reference: joinNonEmpty("\n", append([]string{e.Subtitle, e.Description}, e.Highlights...)...)})
}

// jrURL writes a link as the schema's URI, with a scheme.
func jrURL(u string) string {
	if u = strings.TrimSpace(u); u == "" {
		return ""
	}
	return withScheme(u)
}

// isoDate reads a duration holding one date ("2022", "März 2020") as an ISO
// 8601 date; a range or no date gives "".
func isoDate(d string) string {
	pts := datePointRe().FindAllStringSubmatch(d, -1)
	if len(pts) != 1 {
		return ""
	}
	iso, _ := isoPoint(pts[0])
	return iso
}

// indentJSON writes v indented for people, with "&" and "<" left as they are.
func indentJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func withScheme(u string) string {
	if strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") {
		return u
	}
	return "https://" + u
}

// A date in a duration: "03/2020", "2020-03", "Mar 2020", "März 2020",
// "2020". Month names in English, German, Spanish and French, as the parser
// reads them. The regexps compile on first use: the worker imports this
// package, starts a fresh instance per request and never exports JSON Resume.
var (
	datePointRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\b(?:(\d{1,2})\s*[./]\s*((?:19|20)\d\d)|((?:19|20)\d\d)-(\d\d)|(\p{L}{3,})\.?\s+((?:19|20)\d\d)|((?:19|20)\d\d))\b`)
	})
	openEndRe = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\b(?:present|current|now|today|ongoing|heute|jetzt|aktuell|presente|actualidad|actual|hoy|aujourd|maintenant|en cours)|\b(?:seit|since|desde|depuis)\b`)
	})
	months = map[string]int{
		"jan": 1, "ene": 1, "jän": 1, "janv": 1, "feb": 2, "fév": 2, "fev": 2, "févr": 2, "mar": 3, "mär": 3, "mars": 3,
		"apr": 4, "abr": 4, "avr": 4, "may": 5, "mai": 5, "mayo": 5, "jun": 6, "juin": 6, "jul": 7, "juil": 7,
		"aug": 8, "ago": 8, "aoû": 8, "aou": 8, "août": 8, "sep": 9, "set": 9, "sept": 9, "oct": 10, "okt": 10,
		"nov": 11, "dec": 12, "dez": 12, "dic": 12, "déc": 12,
	}
)

// isoRange reads a duration into ISO 8601 start and end dates ("2020",
// "2020-03"); an open end ("Present", "seit 2020") has no end date. A
// duration with one date and no open end, or more than two, is ambiguous and
// gives neither.
func isoRange(d string) (start, end string) {
	pts := datePointRe().FindAllStringSubmatch(d, -1)
	var dates []string
	for _, m := range pts {
		iso, ok := isoPoint(m)
		if !ok {
			return "", ""
		}
		dates = append(dates, iso)
	}
	switch {
	case len(dates) == 2:
		return dates[0], dates[1]
	case len(dates) == 1 && openEndRe().MatchString(d):
		return dates[0], ""
	}
	return "", ""
}

func isoPoint(m []string) (string, bool) {
	switch {
	case m[2] != "":
		var month int
		fmt.Sscan(m[1], &month)
		return monthYear(m[2], month)
	case m[3] != "":
		var month int
		fmt.Sscan(m[4], &month)
		return monthYear(m[3], month)
	case m[6] != "":
		name := strings.ToLower(m[5])
		month, ok := months[name]
		if !ok && len([]rune(name)) > 3 {
			month, ok = months[string([]rune(name)[:3])]
		}
		if !ok {
			return m[6], true // "seit 2020", "Summer 2019": the year alone is sure
		}
		return monthYear(m[6], month)
	}
	return m[7], true
}

func monthYear(year string, month int) (string, bool) {
	if month < 1 || month > 12 {
		return "", false
	}
	return fmt.Sprintf("%s-%02d", year, month), true
}
