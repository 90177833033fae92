package europass

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// The Europass XML that europa.eu's current editor attaches to its PDFs:
// root Candidate (namespace http://www.europass.eu/1.0), built from HR-XML 3
// (hr:), OAGIS 9 (oa:) and EURES (eures:) elements. As with the v3 schema,
// element names match in any namespace.

// candidatePerson's PersonName is required: the Europass importer refuses
// a Candidate without one, and so does Read.
type candidatePerson struct {
	Name           *personName     `xml:"PersonName"`
	Communications []communication `xml:"Communication"`
	MotherTongues  []competencyID  `xml:"PrimaryLanguageCode"`
}

type personName struct {
	Given  string `xml:"GivenName"`
	Family string `xml:"FamilyName"`
}

// communication is one contact channel: ChannelCode says which (Email,
// Telephone, Web, Social Media, or none for an address).
type communication struct {
	Channel        string         `xml:"ChannelCode"`
	URI            string         `xml:"URI"`
	CountryDialing string         `xml:"CountryDialing"`
	DialNumber     string         `xml:"DialNumber"`
	Address        candidateplace `xml:"Address"`
}

type candidateplace struct {
	Line       string `xml:"AddressLine"`
	PostalCode string `xml:"PostalCode"`
	City       string `xml:"CityName"`
	Country    string `xml:"CountryCode"`
}

type candidateProfile struct {
	Language   string             `xml:"languageCode,attr"`
	Summary    string             `xml:"ExecutiveSummary"`
	Employers  []employerHistory  `xml:"EmploymentHistory>EmployerHistory"`
	Schools    []schoolAttendance `xml:"EducationHistory>EducationOrganizationAttendance"`
	Competency []personCompetency `xml:"PersonQualifications>PersonCompetency"`
	Digital    []personCompetency `xml:"Skills>PersonCompetency"`
	Groups     []personCompetency `xml:"Skills>SkillsGroup>PersonCompetency"`
}

type employerHistory struct {
	Name      string            `xml:"OrganizationName"`
	Place     candidateplace    `xml:"OrganizationContact>Communication>Address"`
	Positions []positionHistory `xml:"PositionHistory"`
}

type positionHistory struct {
	Title       string          `xml:"PositionTitle"`
	Period      candidatePeriod `xml:"EmploymentPeriod"`
	Description string          `xml:"Description"`
	City        string          `xml:"City"`
	Country     string          `xml:"Country"`
}

type schoolAttendance struct {
	Name        string          `xml:"OrganizationName"`
	Place       candidateplace  `xml:"OrganizationContact>Communication>Address"`
	Period      candidatePeriod `xml:"AttendancePeriod"`
	Degree      string          `xml:"EducationDegree>DegreeName"`
	Description string          `xml:"EducationDegree>OccupationalSkillsCovered"`
}

// candidatePeriod is a post's EmploymentPeriod (CurrentIndicator) or a
// school's AttendancePeriod (Ongoing); dates are YYYY, YYYY-MM or YYYY-MM-DD.
type candidatePeriod struct {
	Start   string `xml:"StartDate>FormattedDateTime"`
	End     string `xml:"EndDate>FormattedDateTime"`
	Current string `xml:"CurrentIndicator"`
	Ongoing string `xml:"Ongoing"`
}

type personCompetency struct {
	ID         competencyID `xml:"CompetencyID"`
	Taxonomy   string       `xml:"TaxonomyID"`
	Name       string       `xml:"CompetencyName"`
	Dimensions []string     `xml:"CompetencyDimension>Score>ScoreText"`
}

// competencyID is a language: an ISO 639-2 code (scheme or name NORMAL) or
// the label the person typed (FREE_TEXT).
type competencyID struct {
	Scheme string `xml:"schemeName,attr"`
	Name   string `xml:"name,attr"`
	Value  string `xml:",chardata"`
}

// mapCandidate builds the Formatted CV from a Candidate document.
func mapCandidate(p candidatePerson, prof candidateProfile) cv.FormattedCV {
	w := wordsFor(prof.Language)
	name := join(" ", clean(p.Name.Given), clean(p.Name.Family))
	f := cv.EmptyFormatted()
	f.Name = name
	f.ProfessionalHeader = name
	f.AboutMe = strings.Join(items(prof.Summary), " ")
	mapChannels(p.Communications, &f)
	for _, e := range prof.Employers {
		for _, x := range e.Positions {
			loc := join(", ", clean(x.City), country(x.Country))
			if loc == "" {
				loc = e.Place.town()
			}
			f.ProfessionalExperience = append(f.ProfessionalExperience, cv.Experience{
				Company:          clean(e.Name),
				Position:         clean(x.Title),
				Duration:         x.Period.text(w, x.Period.Current),
				Location:         loc,
				Responsibilities: items(x.Description),
			})
		}
	}
	for _, s := range prof.Schools {
		f.Education = append(f.Education, cv.Education{
			Institution: clean(s.Name),
			Degree:      clean(s.Degree),
			Duration:    s.Period.text(w, s.Period.Ongoing),
			Location:    s.Place.town(),
			Description: strings.Join(items(s.Description), "\n"),
		})
	}
	for _, m := range p.MotherTongues {
		if lang := m.language(w); lang != "" {
			f.Languages = append(f.Languages, cv.Language{Language: lang, ProficiencyLevel: w.native})
		}
	}
	for _, c := range prof.Competency {
		if !strings.EqualFold(clean(c.Taxonomy), "language") {
			continue
		}
		if lang := c.ID.language(w); lang != "" {
			f.Languages = append(f.Languages, cv.Language{Language: lang, ProficiencyLevel: cefr(c.Dimensions)})
		}
	}
	for _, c := range append(append([]personCompetency{}, prof.Digital...), prof.Groups...) {
		if s := clean(c.Name); s != "" {
			f.ToolsTechnologies = append(f.ToolsTechnologies, s)
		}
	}
	return f
}

// mapChannels fills e-mail, phone, LinkedIn, website and address from the
// person's Communication channels, the first of each kind.
func mapChannels(cs []communication, f *cv.FormattedCV) {
	for _, c := range cs {
		uri := clean(c.URI)
		switch strings.ToLower(clean(c.Channel)) {
		case "email":
			f.Email = first(f.Email, strings.TrimPrefix(uri, "mailto:"))
		case "telephone", "mobile":
			f.Phone = first(f.Phone, phone(c))
		case "web", "social media":
			if strings.Contains(strings.ToLower(uri), "linkedin.com/") {
				f.LinkedIn = first(f.LinkedIn, uri)
			} else if strings.Contains(uri, ".") {
				f.Website = first(f.Website, uri)
			}
		case "":
			a := c.Address
			f.Address = first(f.Address, join(", ", clean(a.Line), join(" ", clean(a.PostalCode), clean(a.City)), country(a.Country)))
		}
	}
}

// phone is the number with its country prefix ("+49 221 555 0199").
func phone(c communication) string {
	number := clean(c.DialNumber)
	dial := strings.TrimLeft(clean(c.CountryDialing), "+0")
	if number == "" || dial == "" || strings.HasPrefix(number, "+") {
		return number
	}
	return "+" + dial + " " + number
}

func first(have, v string) string {
	if have != "" {
		return have
	}
	return v
}

// town is an organisation's city and country.
func (a candidateplace) town() string {
	return join(", ", clean(a.City), country(a.Country))
}

// country writes a country code as the code in capitals ("de" → "DE"): the
// schema keeps no country name.
func country(code string) string { return strings.ToUpper(clean(code)) }

// text writes the period as the v3 periods are written: month/year or the
// year, to the end or to the CV language's word for now when current says so.
func (p candidatePeriod) text(w words, current string) string {
	from := isoDate(p.Start)
	to := isoDate(p.End)
	if strings.EqualFold(clean(current), "true") {
		to = w.present
	}
	if from == "" || to == "" {
		return from + to
	}
	return from + " – " + to
}

// isoDate turns YYYY-MM(-DD) into MM/YYYY and keeps a lone year.
func isoDate(s string) string {
	parts := strings.Split(clean(s), "-")
	if len(parts[0]) != 4 {
		return ""
	}
	if len(parts) > 1 && len(parts[1]) == 2 {
		return parts[1] + "/" + parts[0]
	}
	return parts[0]
}

// language is the language's name: the label typed, or the ISO 639-2 code's
// name in the CV's language (English when no name is known in it), else the code.
func (c competencyID) language(w words) string {
	v := clean(c.Value)
	if strings.EqualFold(c.Scheme, "FREE_TEXT") || strings.EqualFold(c.Name, "FREE_TEXT") {
		return v
	}
	names, ok := languageNames[strings.ToLower(v)]
	if !ok {
		return v
	}
	if w.lang == "de" {
		return names[1]
	}
	return names[0]
}

// languageNames are the commonest CV languages by ISO 639-2 code (B and T
// forms), in English and German.
var languageNames = map[string][2]string{
	"eng": {"English", "Englisch"}, "deu": {"German", "Deutsch"}, "ger": {"German", "Deutsch"},
	"fra": {"French", "Französisch"}, "fre": {"French", "Französisch"}, "spa": {"Spanish", "Spanisch"},
	"ita": {"Italian", "Italienisch"}, "por": {"Portuguese", "Portugiesisch"}, "nld": {"Dutch", "Niederländisch"},
	"dut": {"Dutch", "Niederländisch"}, "pol": {"Polish", "Polnisch"}, "rus": {"Russian", "Russisch"},
	"ukr": {"Ukrainian", "Ukrainisch"}, "tur": {"Turkish", "Türkisch"}, "ara": {"Arabic", "Arabisch"},
	"zho": {"Chinese", "Chinesisch"}, "chi": {"Chinese", "Chinesisch"}, "jpn": {"Japanese", "Japanisch"},
	"ell": {"Greek", "Griechisch"}, "gre": {"Greek", "Griechisch"}, "ces": {"Czech", "Tschechisch"},
	"cze": {"Czech", "Tschechisch"}, "ron": {"Romanian", "Rumänisch"}, "rum": {"Romanian", "Rumänisch"},
	"hun": {"Hungarian", "Ungarisch"}, "swe": {"Swedish", "Schwedisch"}, "dan": {"Danish", "Dänisch"},
	"fin": {"Finnish", "Finnisch"}, "nor": {"Norwegian", "Norwegisch"}, "bul": {"Bulgarian", "Bulgarisch"},
	"hrv": {"Croatian", "Kroatisch"}, "srp": {"Serbian", "Serbisch"}, "slk": {"Slovak", "Slowakisch"},
	"slo": {"Slovak", "Slowakisch"}, "slv": {"Slovenian", "Slowenisch"}, "hin": {"Hindi", "Hindi"},
}
