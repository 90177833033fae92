package match

import (
	"regexp"
	"strings"
)

// Logistics are what a job says about its terms rather than about the
// person: when it starts, how long it runs, where and how much on site, the
// pay, the hours, the contract. A CV does not state them and they are no
// skill, so a sentence about them is read as a fact shown beside the
// checklist and never as a requirement ("Projektlaufzeit: 2 Jahre" asks for
// no two years of experience).

// Fact is one logistic of a job, in its own words.
type Fact struct {
	Kind  string `json:"kind"`  // start, duration, workplace, pay, hours, contract, location
	Label string `json:"label"` // for people: "Start", "Duration", …
	Text  string `json:"text"`  // the job's words
}

// factKinds are the logistics, each with the cues that name it in the four
// languages (lower case, matched at word starts), in the order they are
// tried: the first kind with a cue in a sentence is its kind.
var factKinds = []struct {
	kind, label string
	cues        cueSet
}{
	{"start", "Start", newCues(phrases(`start_date starting_date start: start_asap starting_asap earliest_start as_soon_as_possible asap
		startdatum projektstart eintrittsdatum eintritt: beginn: starttermin ab_sofort frühestmöglich
		fecha_de_inicio fecha_de_incorporación incorporación_inmediata inicio: comienzo:
		date_de_début démarrage début: prise_de_poste dès_que_possible`))},
	{"duration", "Duration", newCues(phrases(`duration contract_length project_length months_with_option option_to_extend extension_option
		laufzeit projektdauer projektlaufzeit dauer: verlängerungsoption option_auf_verlängerung
		duración: duración_del_proyecto durée: durée_de_la_mission durée_du_projet`))},
	{"workplace", "Workplace", newCues(phrases(`remote: on-site: onsite: hybrid: fully_remote 100%_remote remote_work remote-first no_remote
		days_on_site days_on-site days_onsite days_in_the_office days_per_week_in days_a_week_in work_from_home home_office
		vor_ort vor-ort remote-anteil remoteanteil homeoffice mobiles_arbeiten präsenz
		teletrabajo remoto: presencial híbrido en_remoto días_en_la_oficina
		télétravail sur_site présentiel jours_sur_site hybride:`))},
	{"pay", "Pay", newCues(phrases(`salary: salary_range pay: pay_range hourly_rate daily_rate day_rate per_hour per_day compensation:
		gehalt: jahresgehalt stundensatz tagessatz vergütung:
		salario: sueldo: tarifa_por_hora salaire: rémunération: taux_journalier tjm`))},
	{"hours", "Hours", newCues(phrases(`full-time full_time part-time part_time hours_per_week hours_a_week workload:
		vollzeit teilzeit stunden_pro_woche wochenstunden auslastung
		jornada_completa media_jornada horas_semanales temps_plein temps_partiel heures_par_semaine`))},
	{"contract", "Contract", newCues(phrases(`contract_type employment_type permanent_position permanent_role fixed-term freelance_project contract_role
		festanstellung befristet unbefristet vertragsart anstellungsart arbeitnehmerüberlassung
		contrato_indefinido contrato_temporal tipo_de_contrato cdi cdd type_de_contrat`))},
	{"location", "Location", newCues(phrases(`location: job_location: work_location: place_of_work einsatzort arbeitsort standort:
		ubicación: lugar_de_trabajo: localización: lieu_de_travail lieu: localisation:`))},
}

// askingCues mark a sentence that asks something of the person, which a
// logistics cue in it does not turn into a fact: "experience working in
// remote teams", "willing to work on site".
var askingCues = newCues(phrases(`experience erfahrung experiencia expérience knowledge kenntnis conocimiento connaissance skill
	ability proficien familiar able_to willing bereitschaft dispuesto disposé`))

// factOf returns the fact a sentence states, if it is a logistics sentence:
// it has a logistics cue and asks nothing of the person, and it is short
// (a logistics line, not a paragraph that mentions one).
func factOf(s segment) (Fact, bool) {
	at := allFactCues.index(s.lower)
	if at < 0 || len(strings.Fields(s.text)) > 24 || askingCues.index(s.lower) >= 0 {
		return Fact{}, false
	}
	for _, k := range factKinds {
		if k.cues.index(s.lower[at:]) == 0 {
			return Fact{Kind: k.kind, Label: k.label, Text: clip(s.text, 0)}, true
		}
	}
	return Fact{}, false
}

// allFactCues are the cues of every kind of fact, so that a sentence with
// none, as most are, is scanned once.
var allFactCues = func() cueSet {
	all := cueSet{}
	for _, k := range factKinds {
		for start, ps := range k.cues {
			all[start] = append(all[start], ps...)
		}
	}
	return all
}()

// facts are the job's logistics, each sentence once.
func facts(segs []segment) []Fact {
	out := []Fact{}
	seen := map[string]bool{}
	for _, s := range segs {
		if s.section != secLogistics {
			continue
		}
		f, ok := factOf(s)
		if !ok || seen[strings.ToLower(f.Text)] {
			continue
		}
		seen[strings.ToLower(f.Text)] = true
		out = append(out, f)
	}
	return out
}

// legalLineRe is a line of the site's or agency's legal text: a copyright
// line, "all rights reserved", a reference number.
var legalLineRe = regexp.MustCompile(`(?i)©|\(c\)\s*\d{4}|\bcopyright\b|all rights reserved|alle rechte vorbehalten|todos los derechos reservados|tous droits réservés|\b(?:job|reference|ref|referenz|réf)(?:\s*(?:id|no|nr|number|nummer|número))?\s*[.:#]\s*[\w-]*\d`)

// legalHints are lower-case pieces one of which every match of legalLineRe
// holds, so that most sentences skip the pattern.
var legalHints = phrases("© (c) copyright rights rechte derechos droits job ref réf")

// mayBeLegal reports whether a lower-case sentence may be legal text.
func mayBeLegal(lower string) bool { return containsAny(lower, legalHints) }

// boilerCues are application instructions, privacy notes and the words of
// an agency posting for its client, in the four languages.
var boilerCues = newCues(phrases(`click_here click_the click_on click_apply klicke klicken_sie hier_klicken haz_clic haga_clic pulsa cliquez
	privacy_policy data_protection datenschutz política_de_privacidad protección_de_datos données_personnelles
	on_behalf_of_our_client for_our_client our_client_is our_client,_a im_auftrag_unseres_kunden für_unseren_kunden unser_kunde_ist
	para_nuestro_cliente nuestro_cliente_es pour_notre_client notre_client_est recruitment_agency personalvermittlung
	personaldienstleister agencia_de_selección cabinet_de_recrutement staffing_agency`))

// legalForms end a company's name: a short line with one is the agency's or
// the employer's name, not a requirement.
// Forms that are also names of tools or units ("SAS", "Java SE", "20 kg")
// are left out.
var legalForms = toSet("gmbh ag ltd llc inc plc sarl sl ug bv oy corp gbr")

// boilerplateLine reports whether a sentence is legal text, an application
// instruction, a privacy note, an agency's line or a company's name.
func boilerplateLine(s segment) bool {
	if mayBeLegal(s.lower) && legalLineRe.MatchString(s.text) || boilerCues.index(s.lower) >= 0 && requirementCues.index(s.lower) < 0 {
		return true
	}
	ws := words(s.text)
	if len(ws) < 2 || len(ws) > 6 {
		return false
	}
	last := strings.ToLower(ws[len(ws)-1].Text)
	return legalForms[last]
}
