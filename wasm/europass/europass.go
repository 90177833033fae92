// Package europass maps a Europass CV's XML (the schema v3 document,
// root SkillsPassport or Europass with a LearnerInfo, and the current editor's
// Candidate document, candidate.go) to the Formatted CV.
// The Europass editor attaches this XML to every PDF it saves, so a PDF that
// carries it is read from its data rather than from its layout: every field
// comes out exactly as the person typed it.
//
// The package is pure: Read takes the attachment's bytes and never panics.
package europass

import (
	"bytes"
	"encoding/xml"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// Error is XML that is no Europass CV: Code for programs, Message for people.
type Error struct {
	Code    string
	Message string
}

func (e *Error) Error() string        { return "europass: " + e.Code + ": " + e.Message }
func (e *Error) ErrorCode() string    { return e.Code }
func (e *Error) ErrorMessage() string { return e.Message }

// ErrNotEuropass is XML that cannot be read or has no LearnerInfo.
var ErrNotEuropass = &Error{Code: "not_europass", Message: "The attachment is not a Europass CV."}

// maxBytes bounds the XML read: a Europass CV is a few kilobytes, and a
// photo inside it a few hundred more.
const maxBytes = 4 << 20

// document is the part of the schema the Formatted CV needs. Element names
// match in any namespace (the schema's own is
// http://europass.cedefop.europa.eu/Europass).
type document struct {
	XMLName xml.Name
	Locale  string  `xml:"locale,attr"`
	Learner learner `xml:"LearnerInfo"`
	// A Candidate document's two parts (candidate.go).
	Person  candidatePerson  `xml:"CandidatePerson"`
	Profile candidateProfile `xml:"CandidateProfile"`
}

type learner struct {
	XMLName        xml.Name
	FirstName      string      `xml:"Identification>PersonName>FirstName"`
	Surname        string      `xml:"Identification>PersonName>Surname"`
	Contact        contactInfo `xml:"Identification>ContactInfo"`
	HeadlineType   string      `xml:"Headline>Type>Code"`
	HeadlineText   string      `xml:"Headline>Description>Label"`
	Work           []work      `xml:"WorkExperienceList>WorkExperience"`
	Education      []education `xml:"EducationList>Education"`
	MotherTongues  []string    `xml:"Skills>Linguistic>MotherTongueList>MotherTongue>Description>Label"`
	Foreign        []foreign   `xml:"Skills>Linguistic>ForeignLanguageList>ForeignLanguage"`
	Communication  string      `xml:"Skills>Communication>Description"`
	Organisational string      `xml:"Skills>Organisational>Description"`
	JobRelated     string      `xml:"Skills>JobRelated>Description"`
	Computer       string      `xml:"Skills>Computer>Description"`
	Other          string      `xml:"Skills>Other>Description"`
}

type contactInfo struct {
	Address    address  `xml:"Address>Contact"`
	Email      string   `xml:"Email>Contact"`
	Telephones []string `xml:"TelephoneList>Telephone>Contact"`
	Websites   []string `xml:"WebsiteList>Website>Contact"`
	Messaging  []string `xml:"InstantMessagingList>InstantMessaging>Contact"`
}

type address struct {
	Line         string    `xml:"AddressLine"`
	PostalCode   string    `xml:"PostalCode"`
	Municipality string    `xml:"Municipality"`
	Country      labelCode `xml:"Country"`
}

type labelCode struct {
	Code  string `xml:"Code"`
	Label string `xml:"Label"`
}

type period struct {
	From    date   `xml:"From"`
	To      date   `xml:"To"`
	Current string `xml:"Current"`
}

type date struct {
	Year  string `xml:"year,attr"`
	Month string `xml:"month,attr"`
}

type work struct {
	Period     period  `xml:"Period"`
	Position   string  `xml:"Position>Label"`
	Activities string  `xml:"Activities"`
	Employer   string  `xml:"Employer>Name"`
	Place      address `xml:"Employer>ContactInfo>Address>Contact"`
}

type education struct {
	Period       period  `xml:"Period"`
	Title        string  `xml:"Title"`
	Activities   string  `xml:"Activities"`
	Organisation string  `xml:"Organisation>Name"`
	Place        address `xml:"Organisation>ContactInfo>Address>Contact"`
}

type foreign struct {
	Language string `xml:"Description>Label"`
	Levels   levels `xml:"ProficiencyLevel"`
}

type levels struct {
	Listening         string `xml:"Listening"`
	Reading           string `xml:"Reading"`
	SpokenInteraction string `xml:"SpokenInteraction"`
	SpokenProduction  string `xml:"SpokenProduction"`
	Writing           string `xml:"Writing"`
}

// Read maps Europass XML to the Formatted CV, or returns ErrNotEuropass.
func Read(data []byte) (cv.FormattedCV, error) {
	if len(data) > maxBytes {
		return cv.FormattedCV{}, ErrNotEuropass
	}
	var doc document
	if err := xml.NewDecoder(bytes.NewReader(data)).Decode(&doc); err != nil {
		return cv.FormattedCV{}, ErrNotEuropass
	}
	switch root := doc.XMLName.Local; {
	case (root == "SkillsPassport" || root == "Europass") && doc.Learner.XMLName.Local != "":
		return mapLearner(doc.Learner, wordsFor(doc.Locale)), nil
	case root == "Candidate" && doc.Person.Name != nil:
		return mapCandidate(doc.Person, doc.Profile), nil
	}
	return cv.FormattedCV{}, ErrNotEuropass
}

// mapLearner builds the Formatted CV from the learner's data.
func mapLearner(l learner, w words) cv.FormattedCV {
	name := join(" ", clean(l.FirstName), clean(l.Surname))
	f := cv.EmptyFormatted()
	f.Name = name
	f.ProfessionalHeader = name
	headline := clean(l.HeadlineText)
	if l.HeadlineType == "personal_statement" {
		f.AboutMe = headline
	} else if headline != "" {
		f.ProfessionalHeader = join(" • ", name, headline)
	}
	mapContact(l.Contact, &f)
	for _, x := range l.Work {
		f.ProfessionalExperience = append(f.ProfessionalExperience, cv.Experience{
			Company:          clean(x.Employer),
			Position:         clean(x.Position),
			Duration:         x.Period.text(w),
			Location:         place(x.Place),
			Responsibilities: items(x.Activities),
		})
	}
	for _, x := range l.Education {
		f.Education = append(f.Education, cv.Education{
			Institution: clean(x.Organisation),
			Degree:      clean(x.Title),
			Duration:    x.Period.text(w),
			Location:    place(x.Place),
			Description: strings.Join(items(x.Activities), "\n"),
		})
	}
	for _, m := range l.MotherTongues {
		if m = clean(m); m != "" {
			f.Languages = append(f.Languages, cv.Language{Language: m, ProficiencyLevel: w.native})
		}
	}
	for _, x := range l.Foreign {
		if lang := clean(x.Language); lang != "" {
			f.Languages = append(f.Languages, cv.Language{Language: lang, ProficiencyLevel: x.Levels.cefr()})
		}
	}
	for _, s := range []string{l.JobRelated, l.Communication, l.Organisational, l.Other} {
		f.CoreSkills = append(f.CoreSkills, skills(s)...)
	}
	f.ToolsTechnologies = append(f.ToolsTechnologies, skills(l.Computer)...)
	return f
}

// mapContact fills e-mail, phone, LinkedIn, website and address.
func mapContact(c contactInfo, f *cv.FormattedCV) {
	f.Email = clean(c.Email)
	for _, t := range c.Telephones {
		if t = clean(t); t != "" {
			f.Phone = t
			break
		}
	}
	for _, u := range append(append([]string{}, c.Websites...), c.Messaging...) {
		u = clean(u)
		switch {
		case u == "":
		case strings.Contains(strings.ToLower(u), "linkedin.com/"):
			if f.LinkedIn == "" {
				f.LinkedIn = u
			}
		case f.Website == "" && strings.Contains(u, "."):
			f.Website = u
		}
	}
	a := c.Address
	f.Address = join(", ", clean(a.Line), join(" ", clean(a.PostalCode), clean(a.Municipality)), clean(a.Country.Label))
}

// place is an employer's or school's town and country.
func place(a address) string {
	return join(", ", clean(a.Municipality), clean(a.Country.Label))
}

// cefr is a foreign language's level: the one level when the five
// self-assessed skills agree, else the lowest and highest ("B2–C1").
func (l levels) cefr() string {
	return cefr([]string{l.Listening, l.Reading, l.SpokenInteraction, l.SpokenProduction, l.Writing})
}

// cefr is the level of a language's self-assessed skills (see levels.cefr).
func cefr(skills []string) string {
	lo, hi := "", ""
	for _, v := range skills {
		v = strings.ToUpper(clean(v))
		if len(v) != 2 || v[0] < 'A' || v[0] > 'C' || v[1] < '1' || v[1] > '2' {
			continue
		}
		if lo == "" || v < lo {
			lo = v
		}
		if v > hi {
			hi = v
		}
	}
	if lo == hi {
		return lo
	}
	return lo + "–" + hi
}

// text writes a period as the Europass editor shows it: month/year, or the
// year alone, to the end or to the CV language's word for now.
func (p period) text(w words) string {
	from := p.From.text()
	to := p.To.text()
	if strings.EqualFold(strings.TrimSpace(p.Current), "true") {
		to = w.present
	}
	if from == "" || to == "" {
		return from + to
	}
	return from + " – " + to
}

// text writes a date ("--03" is the schema's gMonth for March).
func (d date) text() string {
	year := strings.TrimSpace(d.Year)
	month := strings.TrimLeft(strings.TrimSpace(d.Month), "-")
	if year == "" {
		return ""
	}
	if len(month) == 2 {
		return month + "/" + year
	}
	return year
}

func join(sep string, parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, sep)
}

// clean folds whitespace.
func clean(s string) string { return strings.Join(strings.Fields(s), " ") }
