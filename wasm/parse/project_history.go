package parse

import (
	"regexp"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// A freelancer's profile lists its projects, not its employers: the
// project history is the work history (issue 35, class 3 of the audit).
// Marketplace profiles (GULP's) write each project as a block that opens
// with its dates alone on a line and the time they add up to ("07/2017 -
// 02/2018", "8 Monate"), then the project's name and labelled fields (the
// role, the client, the place, the tasks, the tools); older profiles write
// "Zeitraum: 07/2018 bis heute" and the fields as "Label: value". The same
// blocks list a profile's training and degrees.

// periodCountRe is the line that says how long a block's dates last: "8
// Monate", "1 Jahr 7 Monate", "2 years", "3 mois", "1 año 2 meses".
var periodCountRe = regexp.MustCompile(`(?i)^\d+\s+(?:jahre?|monate?|years?|months?|ans?|mois|años?|meses?)(?:\s+\d+\s+(?:monate?|months?|mois|meses?))?$`)

// blockField is what a labelled line of a block holds.
type blockField int

const (
	fieldNone    blockField = iota
	fieldRole               // the freelancer's role in the project
	fieldClient             // the client or employer
	fieldPlace              // where the work was done
	fieldTasks              // what was done: the block's bullets
	fieldTitle              // the project's name
	fieldTools              // the tools used: read by the skills reader from the whole text
	fieldDegree             // the degree a training ended with
	fieldSchool             // the school or university
	fieldDropped            // an industry or a note: no field of the CV
	fieldPeriod             // "Zeitraum:", "Period:": opens a block
)

// blockLabels are the labels of a block's fields in German, English,
// French and Spanish, lower case, without their colon.
var blockLabels = map[string]blockField{
	"rolle": fieldRole, "role": fieldRole, "rôle": fieldRole, "rol": fieldRole, "eigene aufgabe": fieldRole, "funktion": fieldRole,
	"position": fieldRole, "fonction": fieldRole, "función": fieldRole, "puesto": fieldRole,
	"kunde": fieldClient, "firma": fieldClient, "auftraggeber": fieldClient, "client": fieldClient, "customer": fieldClient,
	"cliente": fieldClient, "empresa": fieldClient, "entreprise": fieldClient,
	"einsatzort": fieldPlace, "location": fieldPlace, "lieu": fieldPlace, "ubicación": fieldPlace, "lugar": fieldPlace,
	"projektinhalte": fieldTasks, "aufgaben": fieldTasks, "tätigkeiten": fieldTasks, "details": fieldTasks, "tasks": fieldTasks,
	"responsibilities": fieldTasks, "tâches": fieldTasks, "missions": fieldTasks, "tareas": fieldTasks, "funciones": fieldTasks,
	"projekt": fieldTitle, "project": fieldTitle, "projet": fieldTitle, "proyecto": fieldTitle,
	"kenntnisse": fieldTools, "tools/techniken": fieldTools, "technologien": fieldTools, "skills": fieldTools, "tools": fieldTools,
	"technologies": fieldTools, "environment": fieldTools, "compétences": fieldTools, "environnement": fieldTools,
	"conocimientos": fieldTools, "tecnologías": fieldTools, "entorno": fieldTools,
	"abschluss": fieldDegree, "degree": fieldDegree, "diplôme": fieldDegree, "título": fieldDegree, "titulación": fieldDegree,
	"institution, ort": fieldSchool, "institution": fieldSchool, "hochschule": fieldSchool, "school": fieldSchool,
	"university": fieldSchool, "école": fieldSchool, "université": fieldSchool, "universidad": fieldSchool, "centro": fieldSchool,
	"branche": fieldDropped, "industry": fieldDropped, "secteur": fieldDropped, "sector": fieldDropped, "schwerpunkt": fieldDropped,
	"zeitraum": fieldPeriod, "period": fieldPeriod, "période": fieldPeriod, "periodo": fieldPeriod,
}

// blockLabel reads a line as a label: the label alone ("Rolle"), or the
// label, a colon and its value on the same line ("Eigene Aufgabe:
// Entwickler"). ok is false for any other line.
func blockLabel(s string) (f blockField, value string, ok bool) {
	s = strings.TrimSpace(s)
	label, value, colon := strings.Cut(s, ":")
	f, ok = blockLabels[strings.ToLower(strings.TrimSpace(label))]
	if !ok || !colon && strings.TrimSpace(label) != s {
		return fieldNone, "", false
	}
	return f, strings.TrimSpace(value), true
}

// block is one project or training of a project history.
type block struct {
	date   string
	title  []string // the lines before the first label: the project's name
	fields map[blockField][]string
}

// blockStart reports whether lines[i] opens a block, and its date: a date
// alone on its line with the time it lasts on the next, or a period label
// with its date ("Zeitraum: 07/2018 bis heute").
func blockStart(lines []line, i int, dates dateMemo) (string, bool) {
	s := strings.TrimSpace(lines[i].flat())
	if f, value, ok := blockLabel(s); ok && f == fieldPeriod {
		if date, rest, ok := headDate(value, dates); ok && rest == "" {
			return date, true
		}
		return "", false
	}
	if i+1 >= len(lines) || !periodCountRe.MatchString(strings.TrimSpace(lines[i+1].flat())) {
		return "", false
	}
	if date, rest, ok := headDate(s, dates); ok && rest == "" {
		return date, true
	}
	return "", false
}

// projectBlocks cuts a section into blocks when it is a project history:
// its first line opens a block. ok is false for any other section. rest
// are the lines after the last block that belong to none: a profile
// without headings the parser knows runs on after its history ("SAP
// Experience – Summary"), and a block's title followed by a blank line and
// no label is the end of it.
func projectBlocks(lines []line, dates dateMemo) (blocks []block, rest []line, ok bool) {
	if len(lines) == 0 {
		return nil, nil, false
	}
	if _, ok := blockStart(lines, 0, dates); !ok {
		return nil, nil, false
	}
	field := fieldNone
	for i := 0; i < len(lines); i++ {
		if date, ok := blockStart(lines, i, dates); ok {
			blocks = append(blocks, block{date: date, fields: map[blockField][]string{}})
			field = fieldNone
			if periodCountRe.MatchString(strings.TrimSpace(lines[min(i+1, len(lines)-1)].flat())) {
				i++
			}
			continue
		}
		b := &blocks[len(blocks)-1]
		s := strings.TrimSpace(lines[i].flat())
		if _, _, label := blockLabel(s); !label && field == fieldNone && len(b.title) > 0 && lines[i].gap {
			return blocks, lines[i:], true
		}
		field = addToBlock(b, field, s)
	}
	return blocks, nil, true
}

// restSection is what follows a project history in its section, as a
// section of its own titled by its first line.
func restSection(rest []line) section {
	if len(rest) == 0 {
		return section{kind: kindOther}
	}
	return section{kind: kindOther, title: strings.TrimSpace(rest[0].flat()), lines: rest[1:]}
}

// addToBlock files one line of a block under the field it is in and
// returns the field the next line is in. A role, client or place is one
// line: unlabelled lines after it are the tasks.
func addToBlock(b *block, field blockField, s string) blockField {
	if f, value, ok := blockLabel(s); ok {
		if value != "" {
			b.fields[f] = append(b.fields[f], value)
		}
		if value != "" && oneLineField(f) {
			return fieldTasks
		}
		return f
	}
	s = strings.TrimSpace(stripBullet(s))
	switch {
	case s == "":
		return field
	case field == fieldNone:
		b.title = append(b.title, s)
		return field
	}
	b.fields[field] = append(b.fields[field], s)
	if oneLineField(field) {
		return fieldTasks
	}
	return field
}

// oneLineField reports whether a field holds one line only.
func oneLineField(f blockField) bool {
	return f == fieldRole || f == fieldClient || f == fieldPlace || f == fieldDegree || f == fieldSchool
}

// projectHistory reads a project history as experience: the role is the
// position (the project's name when no role is given), the client the
// company, and the project's name leads its tasks.
func projectHistory(blocks []block) []cv.Experience {
	out := make([]cv.Experience, 0, len(blocks))
	for _, b := range blocks {
		e := cv.Experience{Duration: b.date, Responsibilities: []string{}}
		title := b.title
		if t := b.fields[fieldTitle]; len(t) > 0 {
			// "Projekt: …" wraps over lines: one name.
			title = append(title, fold(strings.Join(t, " ")))
		}
		if role := b.fields[fieldRole]; len(role) > 0 {
			e.Position = role[0]
			e.Responsibilities = append(e.Responsibilities, title...)
		} else if len(title) > 0 {
			e.Position = title[0]
			e.Responsibilities = append(e.Responsibilities, title[1:]...)
		}
		e.Company = first(b.fields[fieldClient])
		e.Location = first(b.fields[fieldPlace])
		e.Responsibilities = append(e.Responsibilities, b.fields[fieldTasks]...)
		out = append(out, e)
	}
	return out
}

// trainingHistory reads the same blocks as education: the degree a block
// names ("Abschluss"), else its title; the school; the title as the
// subject when a degree is named.
func trainingHistory(blocks []block) []cv.Education {
	out := make([]cv.Education, 0, len(blocks))
	for _, b := range blocks {
		e := cv.Education{Duration: b.date, Institution: first(b.fields[fieldSchool])}
		if d := b.fields[fieldDegree]; len(d) > 0 {
			e.Degree = d[0]
			e.Description = strings.Join(b.title, "\n")
		} else if len(b.title) > 0 {
			e.Degree = b.title[0]
			e.Description = strings.Join(b.title[1:], "\n")
		}
		out = append(out, e)
	}
	return out
}

func first(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[0]
}

// inBlock reports whether lines[i], though it reads as a heading, is a
// line of a block in a project history: the block's title, right under the
// time its dates last ("SAP PI Implementation project"), or its tools label
// ("Kenntnisse", "Skills") when the next block opens within the two lines
// after it.
func inBlock(lines []line, i int, cur kind) bool {
	if cur != kindProjects && cur != kindEducation || headingSetApart(lines[i]) {
		return false
	}
	if i > 0 && periodCountRe.MatchString(strings.TrimSpace(lines[i-1].flat())) {
		return true
	}
	if f, value, ok := blockLabel(lines[i].flat()); !ok || f != fieldTools || value != "" {
		return false
	}
	dates := dateMemo{}
	for j := i + 1; j < len(lines) && j <= i+3; j++ {
		if _, ok := blockStart(lines, j, dates); ok {
			return true
		}
	}
	return false
}
