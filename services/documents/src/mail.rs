//! Documents by e-mail (web.md section 7: assignments' "email (ids, usersIds, groupedEmail,
//! includeEditors, includeReporters, includeTeams)" and news reports' "email"; docs/adr/0003-documents.md):
//! who gets which document, and the plain-text mail that carries them, in the installation's language
//! (en_US, es_ES, pt_BR; English for any other). Pure: the service sends what [`plan`] and [`render`]
//! make through the auth service.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use newsroom_domain::document::{AssignmentFields, DocumentFields, DocumentState, may_see};
use newsroom_domain::production::{ProductionFields, TaskStatus};
use newsroom_domain::reportage::{ReportageFields, SectionKind};

use crate::store::StoredDocument;

/// Who is to get the documents: chosen users, and whether each document's producers, editors and
/// reporters join them; with `includeTeams`, the members of the teams each assignment sends, on its
/// day (resolved by the service into [`team_members`](Self::team_members)).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Recipients {
    /// Users chosen by id.
    pub user_ids: Vec<i64>,
    /// Each document's producers too (a production mailed to its crew).
    pub include_producers: bool,
    /// Each document's editors too.
    pub include_editors: bool,
    /// Each document's reporters too.
    pub include_reporters: bool,
    /// Each document's teams' members too.
    pub include_teams: bool,
    /// The members of the teams each document sends, on its day, by document id (filled by the
    /// service when [`include_teams`](Self::include_teams)).
    pub team_members: HashMap<i64, Vec<i64>>,
}

/// One mail to send: the recipients (user ids, ascending) and the documents it carries (indexes
/// into the list given to [`plan`], in its order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    /// Who gets it.
    pub to: Vec<i64>,
    /// What it carries.
    pub documents: Vec<usize>,
}

/// The users of `doc`'s list named `field` (`editorIds`, `reporterIds`), none when it has no such list.
fn listed<F: DocumentFields>(doc: &F, field: &str) -> Vec<i64> {
    doc.people()
        .into_iter()
        .find(|(name, _)| *name == field)
        .map(|(_, ids)| ids.to_vec())
        .unwrap_or_default()
}

/// Who was meant to get `stored`: the chosen users and, when asked, its producers, editors,
/// reporters and teams' members (whether they may see it or not).
pub fn meant_for<F: DocumentFields>(stored: &StoredDocument<F>, who: &Recipients) -> BTreeSet<i64> {
    let doc = &stored.fields;
    let mut all: BTreeSet<i64> = who.user_ids.iter().copied().collect();
    if who.include_teams {
        all.extend(who.team_members.get(&stored.id).into_iter().flatten());
    }
    if who.include_producers {
        all.extend(listed(doc, "producerIds"));
    }
    if who.include_editors {
        all.extend(listed(doc, "editorIds"));
    }
    if who.include_reporters {
        all.extend(listed(doc, "reporterIds"));
    }
    all
}

/// The mails that send `documents` to `who`: one per document, or (`grouped`) one per set of
/// recipients who get the same documents. A private document goes only to its owner and its
/// allowed users, whoever else was chosen, so a mail never shows it to anyone new.
pub fn plan<F: DocumentFields>(
    documents: &[&StoredDocument<F>],
    who: &Recipients,
    grouped: bool,
) -> Vec<Mail> {
    let recipients_of = |d: &StoredDocument<F>| -> BTreeSet<i64> {
        let mut all = meant_for(d, who);
        all.retain(|u| {
            may_see(
                d.fields.private(),
                d.owner.0,
                d.fields.allowed_user_ids(),
                *u,
            )
        });
        all
    };
    if !grouped {
        return documents
            .iter()
            .enumerate()
            .map(|(i, d)| Mail {
                to: recipients_of(d).into_iter().collect(),
                documents: vec![i],
            })
            .filter(|m| !m.to.is_empty())
            .collect();
    }
    let mut per_user: BTreeMap<i64, Vec<usize>> = BTreeMap::new();
    for (i, d) in documents.iter().enumerate() {
        for u in recipients_of(d) {
            per_user.entry(u).or_default().push(i);
        }
    }
    let mut per_set: BTreeMap<Vec<usize>, Vec<i64>> = BTreeMap::new();
    for (u, set) in per_user {
        per_set.entry(set).or_default().push(u);
    }
    per_set
        .into_iter()
        .map(|(documents, to)| Mail { to, documents })
        .collect()
}

/// The words of a mail in one language.
#[derive(Debug)]
pub struct Words {
    assignment: [&'static str; 2],
    reportage: [&'static str; 2],
    date: &'static str,
    programs: &'static str,
    state: &'static str,
    producers: &'static str,
    editors: &'static str,
    reporters: &'static str,
    teams: &'static str,
    indications: &'static str,
    priority: &'static str,
    pending: &'static str,
    approved: &'static str,
    states: [&'static str; 5],
    /// Section kinds in [`SectionKind::ALL`] order, as the reportage editor names them.
    sections: [&'static str; 7],
    production: [&'static str; 2],
    location: &'static str,
    departure: &'static str,
    arrival: &'static str,
    resources: &'static str,
    tasks: &'static str,
    schedule: &'static str,
    /// Task states: NEW, PRODUCING, DONE.
    task_states: [&'static str; 3],
}

const EN: Words = Words {
    assignment: ["Assignment", "Assignments"],
    reportage: ["News report", "News reports"],
    date: "Date",
    programs: "Programs",
    state: "State",
    producers: "Producers",
    editors: "Editors",
    reporters: "Reporters",
    teams: "Teams",
    indications: "Indications",
    priority: "Priority",
    pending: "Pending",
    approved: "Approved for air",
    states: [
        "Producing",
        "Covering",
        "Completed",
        "Interrupted",
        "Editing",
    ],
    sections: [
        "LEAD", "OPENING", "OFF", "SOT", "STAND-UP", "CLOSING", "FOOTNOTE",
    ],
    production: ["Production", "Productions"],
    location: "Location",
    departure: "Departure",
    arrival: "Back at the station",
    resources: "Resources",
    tasks: "Tasks",
    schedule: "Schedule",
    task_states: ["to do", "in progress", "done"],
};

const ES: Words = Words {
    assignment: ["Pauta", "Pautas"],
    reportage: ["Reportaje", "Reportajes"],
    date: "Fecha",
    programs: "Programas",
    state: "Estado",
    producers: "Productores",
    editors: "Editores",
    reporters: "Reporteros",
    teams: "Equipos",
    indications: "Indicaciones",
    priority: "Prioridad",
    pending: "Pendiente",
    approved: "Aprobado para emisión",
    states: [
        "En producción",
        "En cobertura",
        "Terminada",
        "Interrumpida",
        "En edición",
    ],
    sections: [
        "ENTRADILLA",
        "APERTURA",
        "OFF",
        "TOTALES",
        "STAND-UP",
        "CIERRE",
        "PIE",
    ],
    production: ["Producción", "Producciones"],
    location: "Lugar",
    departure: "Salida",
    arrival: "Regreso a la emisora",
    resources: "Recursos",
    tasks: "Tareas",
    schedule: "Agenda",
    task_states: ["pendiente", "en curso", "hecha"],
};

const PT: Words = Words {
    assignment: ["Pauta", "Pautas"],
    reportage: ["Reportagem", "Reportagens"],
    date: "Data",
    programs: "Programas",
    state: "Estado",
    producers: "Produtores",
    editors: "Editores",
    reporters: "Repórteres",
    teams: "Equipes",
    indications: "Indicações",
    priority: "Prioridade",
    pending: "Pendente",
    approved: "Aprovada para o ar",
    states: [
        "Produzindo",
        "Cobrindo",
        "Concluída",
        "Interrompida",
        "Editando",
    ],
    sections: [
        "CABEÇA",
        "ABERTURA",
        "OFF",
        "SONORA",
        "PASSAGEM",
        "ENCERRAMENTO",
        "NOTA PÉ",
    ],
    production: ["Produção", "Produções"],
    location: "Local",
    departure: "Saída",
    arrival: "Retorno à emissora",
    resources: "Recursos",
    tasks: "Tarefas",
    schedule: "Agenda",
    task_states: ["a fazer", "em andamento", "feita"],
};

fn words(locale: &str) -> &'static Words {
    match locale {
        "pt_BR" => &PT,
        "es_ES" => &ES,
        _ => &EN,
    }
}

fn state_word(w: &Words, s: DocumentState) -> &'static str {
    let i = DocumentState::ALL
        .iter()
        .position(|x| *x == s)
        .unwrap_or_default();
    w.states[i]
}

/// Names of ids (`#id` for an id without a name), joined by commas.
fn names(ids: &[i64], of: &HashMap<i64, String>) -> String {
    ids.iter()
        .map(|id| of.get(id).cloned().unwrap_or_else(|| format!("#{id}")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The names a mail shows for ids (an id without a name shows as `#id`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MailNames {
    /// Programs by id.
    pub programs: HashMap<i64, String>,
    /// Users (full names) by id.
    pub users: HashMap<i64, String>,
    /// Teams by id.
    pub teams: HashMap<i64, String>,
}

/// A kind of document that travels by mail: what it is called and what it says beyond its slug,
/// day, programs and state.
pub trait Mailed: DocumentFields {
    /// Its noun, one and several, in `w`'s language.
    fn nouns(w: &Words) -> [&'static str; 2];
    /// Its own labelled lines (`(label, value)`; an empty value is left out), ids named from `n`.
    fn lines(&self, approved: bool, w: &Words, n: &MailNames) -> Vec<(&'static str, String)>;
    /// Its text after the lines (empty: none).
    fn body(&self, w: &Words) -> String;
}

impl Mailed for AssignmentFields {
    fn nouns(w: &Words) -> [&'static str; 2] {
        w.assignment
    }

    fn lines(&self, _approved: bool, w: &Words, n: &MailNames) -> Vec<(&'static str, String)> {
        let users = &n.users;
        let marks: Vec<&str> = [(self.priority, w.priority), (self.pending, w.pending)]
            .into_iter()
            .filter_map(|(on, word)| on.then_some(word))
            .collect();
        vec![
            (w.producers, names(&self.producer_ids, users)),
            (w.editors, names(&self.editor_ids, users)),
            (w.reporters, names(&self.reporter_ids, users)),
            (w.teams, names(&self.team_ids, &n.teams)),
            (w.indications, marks.join(", ")),
        ]
    }

    fn body(&self, _w: &Words) -> String {
        let content = self.content.trim_end();
        if content.trim().is_empty() {
            String::new()
        } else {
            format!("{content}\n")
        }
    }
}

impl Mailed for ReportageFields {
    fn nouns(w: &Words) -> [&'static str; 2] {
        w.reportage
    }

    fn lines(&self, approved: bool, w: &Words, n: &MailNames) -> Vec<(&'static str, String)> {
        let users = &n.users;
        vec![
            (w.reporters, names(&self.reporter_ids, users)),
            (w.editors, names(&self.editor_ids, users)),
            (
                w.indications,
                if approved {
                    w.approved.to_owned()
                } else {
                    String::new()
                },
            ),
        ]
    }

    /// Each section as `[KIND]` in the installation's words, then its paragraphs (editorial
    /// comments left out, as the prompter does).
    fn body(&self, w: &Words) -> String {
        let mut out = String::new();
        for s in &self.sections {
            let i = SectionKind::ALL
                .iter()
                .position(|k| *k == s.kind)
                .unwrap_or_default();
            out.push_str(&format!("[{}]\n", w.sections[i]));
            for p in &s.content {
                out.push_str(p.air_text().trim_end());
                out.push('\n');
            }
        }
        out
    }
}

/// An instant as the station reads it: `YYYY-MM-DD HH:MM` in the process's time zone (`TZ`, the
/// station's; deploy/README.md).
fn local_time(t: chrono::DateTime<chrono::Utc>) -> String {
    t.with_timezone(&chrono::Local)
        .format("%Y-%m-%d %H:%M")
        .to_string()
}

impl Mailed for ProductionFields {
    fn nouns(w: &Words) -> [&'static str; 2] {
        w.production
    }

    fn lines(&self, _approved: bool, w: &Words, n: &MailNames) -> Vec<(&'static str, String)> {
        let users = &n.users;
        vec![
            (w.producers, names(&self.producer_ids, users)),
            (w.reporters, names(&self.reporter_ids, users)),
            (w.location, self.location.clone()),
            (
                w.departure,
                self.departure.map(local_time).unwrap_or_default(),
            ),
            (w.arrival, self.arrival.map(local_time).unwrap_or_default()),
            (w.resources, self.resources.join(", ")),
        ]
    }

    /// The tasks as `[x]` (done), `[~]` (in progress) or `[ ]` lines with their state in words,
    /// the appointments in time order, then the notes.
    fn body(&self, w: &Words) -> String {
        let mut out = String::new();
        if !self.tasks.is_empty() {
            out.push_str(&format!("{}:\n", w.tasks));
            for t in &self.tasks {
                let (mark, word) = match t.status {
                    TaskStatus::New => ("[ ]", w.task_states[0]),
                    TaskStatus::Producing => ("[~]", w.task_states[1]),
                    TaskStatus::Done => ("[x]", w.task_states[2]),
                };
                out.push_str(&format!("{mark} {} ({word})\n", t.description));
            }
            out.push('\n');
        }
        if !self.schedule.is_empty() {
            out.push_str(&format!("{}:\n", w.schedule));
            for a in &self.schedule {
                out.push_str(&format!("{} {}\n", local_time(a.time), a.description));
            }
            out.push('\n');
        }
        let notes = self.notes.trim_end();
        if !notes.trim().is_empty() {
            out.push_str(notes);
            out.push('\n');
        }
        out
    }
}

/// The subject and plain text of a mail carrying `documents`, with program, user and team names
/// from `n` (an id without a name shows as `#id`), in `locale`'s words; dates `YYYY-MM-DD` as the
/// API writes them.
pub fn render<F: Mailed>(
    documents: &[&StoredDocument<F>],
    n: &MailNames,
    locale: &str,
) -> (String, String) {
    let w = words(locale);
    let [one, many] = F::nouns(w);
    let subject = match documents {
        [d] => format!("{one}: {} ({})", d.fields.slug(), d.fields.date()),
        all => {
            let days: BTreeSet<_> = all.iter().map(|d| d.fields.date()).collect();
            let span = match (days.first(), days.last()) {
                (Some(a), Some(b)) if a == b => a.to_string(),
                (Some(a), Some(b)) => format!("{a} – {b}"),
                _ => String::new(),
            };
            format!("{many} ({}): {span}", all.len())
        }
    };
    let mut text = String::new();
    for (i, d) in documents.iter().enumerate() {
        if i > 0 {
            text.push_str("\n----------------------------------------\n\n");
        }
        let f = &d.fields;
        text.push_str(&format!("{}\n\n", f.slug()));
        let common = [
            (w.date, f.date().to_string()),
            (w.programs, names(f.program_ids(), &n.programs)),
            (w.state, state_word(w, d.state).to_owned()),
        ];
        for (label, value) in common.into_iter().chain(f.lines(d.approved, w, n)) {
            if !value.is_empty() {
                text.push_str(&format!("{label}: {value}\n"));
            }
        }
        let body = f.body(w);
        if !body.is_empty() {
            text.push('\n');
            text.push_str(&body);
        }
    }
    (subject, text)
}

/// The day's productions as one grid (web.md section 7, "POST .../email/grid (date, usersIds)"):
/// the subject names the day and how many; each production two lines, in the order of its departure
/// (those without one last, then by slug): the crew's times in the station's time zone and its slug,
/// then its location, tasks done of all, producers and reporters. Plain text that reads in any font.
pub fn render_grid(
    productions: &[&StoredDocument<ProductionFields>],
    n: &MailNames,
    locale: &str,
) -> (String, String) {
    let users = &n.users;
    let w = words(locale);
    let [_, many] = w.production;
    let day = productions
        .first()
        .map(|p| p.fields.date.to_string())
        .unwrap_or_default();
    let subject = format!("{many}: {day} ({})", productions.len());
    let mut sorted = productions.to_vec();
    sorted.sort_by(|a, b| {
        (
            a.fields.departure.is_none(),
            a.fields.departure,
            &a.fields.slug,
        )
            .cmp(&(
                b.fields.departure.is_none(),
                b.fields.departure,
                &b.fields.slug,
            ))
    });
    let clock = |t: Option<chrono::DateTime<chrono::Utc>>| {
        t.map_or_else(
            || "--:--".to_owned(),
            |t| t.with_timezone(&chrono::Local).format("%H:%M").to_string(),
        )
    };
    let mut text = format!("{many}: {day}\n");
    for p in sorted {
        let f = &p.fields;
        let (done, all) = f.progress();
        text.push_str(&format!(
            "\n{}-{}  {}\n",
            clock(f.departure),
            clock(f.arrival),
            f.slug
        ));
        let details: Vec<String> = [
            (w.location, f.location.clone()),
            (w.tasks, format!("{done}/{all}")),
            (w.producers, names(&f.producer_ids, users)),
            (w.reporters, names(&f.reporter_ids, users)),
        ]
        .into_iter()
        .filter(|(_, v)| !v.is_empty())
        .map(|(label, v)| format!("{label}: {v}"))
        .collect();
        text.push_str(&format!("    {}\n", details.join(" | ")));
    }
    (subject, text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{StoredAssignment, StoredReportage};
    use chrono::{NaiveDate, Utc};
    use newsroom_domain::reportage::Section;
    use newsroom_domain::script::{Paragraph, TextRun};

    fn assignment(
        id: i64,
        slug: &str,
        private: bool,
        editors: &[i64],
        reporters: &[i64],
    ) -> StoredAssignment {
        StoredAssignment {
            id,
            fields: AssignmentFields {
                slug: slug.into(),
                content: format!("About {slug}.\nCall first."),
                date: NaiveDate::from_ymd_opt(2026, 11, 28).unwrap(),
                program_ids: vec![1],
                producer_ids: vec![2],
                editor_ids: editors.to_vec(),
                reporter_ids: reporters.to_vec(),
                private,
                allowed_user_ids: if private { vec![4] } else { vec![] },
                priority: true,
                pending: false,
                classification_id: None,
                editorial_id: None,
                type_id: None,
                vehicle_ids: vec![],
                attachment_ids: vec![],
                team_ids: vec![],
            },
            approved: false,
            state: DocumentState::Covering,
            owner: (2, "producer".into()),
            revision: 1,
            created_at: Utc::now(),
            updated_at: Utc::now(),
            deleted_at: None,
        }
    }

    #[test]
    fn each_assignment_goes_to_its_people_and_a_private_one_to_its_own_only() {
        let (a, b) = (
            assignment(10, "PORT", false, &[3], &[4]),
            assignment(11, "TIP", true, &[3], &[4]),
        );
        let who = Recipients {
            user_ids: vec![9],
            include_editors: true,
            include_reporters: true,
            ..Recipients::default()
        };
        assert_eq!(
            plan(&[&a, &b], &who, false),
            vec![
                Mail {
                    to: vec![3, 4, 9],
                    documents: vec![0]
                },
                // The private one: only the allowed reporter (4) of those chosen.
                Mail {
                    to: vec![4],
                    documents: vec![1]
                },
            ]
        );
        // Grouped: one mail per set of recipients who get the same assignments.
        assert_eq!(
            plan(&[&a, &b], &who, true),
            vec![
                Mail {
                    to: vec![3, 9],
                    documents: vec![0]
                },
                Mail {
                    to: vec![4],
                    documents: vec![0, 1]
                },
            ]
        );
        // Nobody chosen and no people included: no mail.
        assert!(plan(&[&a], &Recipients::default(), false).is_empty());
    }

    #[test]
    fn team_members_join_only_when_teams_are_included_and_never_see_a_private_one() {
        let (a, b) = (
            assignment(10, "PORT", false, &[], &[]),
            assignment(11, "TIP", true, &[], &[]),
        );
        let mut who = Recipients {
            team_members: HashMap::from([(10, vec![7, 8]), (11, vec![4, 8])]),
            ..Recipients::default()
        };
        assert!(
            plan(&[&a, &b], &who, false).is_empty(),
            "teams not included"
        );
        who.include_teams = true;
        assert_eq!(
            plan(&[&a, &b], &who, false),
            vec![
                Mail {
                    to: vec![7, 8],
                    documents: vec![0]
                },
                // The private one: of its team, only the allowed user (4).
                Mail {
                    to: vec![4],
                    documents: vec![1]
                },
            ]
        );
    }

    #[test]
    fn a_mail_names_people_and_programs_in_the_installation_language() {
        let mut a = assignment(10, "PORT", false, &[3], &[4, 8]);
        a.fields.team_ids = vec![5, 6];
        let n = MailNames {
            programs: HashMap::from([(1, "Evening News".to_owned())]),
            users: HashMap::from([
                (2, "Paula Producer".to_owned()),
                (3, "Eddie Editor".to_owned()),
                (4, "Rita Reporter".to_owned()),
            ]),
            teams: HashMap::from([(5, "Crew 1".to_owned())]),
        };
        let (subject, text) = render(&[&a], &n, "en_US");
        assert_eq!(subject, "Assignment: PORT (2026-11-28)");
        assert_eq!(
            text,
            "PORT\n\nDate: 2026-11-28\nPrograms: Evening News\nState: Covering\nProducers: Paula Producer\n\
             Editors: Eddie Editor\nReporters: Rita Reporter, #8\nTeams: Crew 1, #6\nIndications: Priority\n\n\
             About PORT.\nCall first.\n"
        );
        let b = assignment(11, "TIP", false, &[], &[]);
        let (subject, text) = render(&[&a, &b], &n, "pt_BR");
        assert_eq!(subject, "Pautas (2): 2026-11-28");
        assert!(text.contains("Estado: Cobrindo\n"), "{text}");
        assert!(
            text.contains("\n----------------------------------------\n\nTIP\n"),
            "{text}"
        );
        assert!(
            !text.contains("Editores: \n"),
            "an empty list is left out: {text}"
        );
        assert_eq!(render(&[&b], &n, "es_ES").0, "Pauta: TIP (2026-11-28)");
    }

    #[test]
    fn a_reportage_is_mailed_as_its_sections_in_the_installation_words_without_comments() {
        let mut off = Paragraph::lines("Famílias saíram antes do amanhecer");
        off[0].children.push(TextRun {
            text: " (confirmar)".into(),
            comment: true,
            ..TextRun::default()
        });
        let r = StoredReportage {
            id: 12,
            fields: ReportageFields {
                slug: "ENCHENTE".into(),
                date: NaiveDate::from_ymd_opt(2026, 11, 28).unwrap(),
                program_ids: vec![1],
                reporter_ids: vec![4],
                editor_ids: vec![],
                private: false,
                allowed_user_ids: vec![],
                assignment_id: None,
                sections: vec![
                    Section {
                        kind: SectionKind::Lead,
                        content: Paragraph::lines("O rio subiu dois metros"),
                    },
                    Section {
                        kind: SectionKind::Off,
                        content: off,
                    },
                    Section {
                        kind: SectionKind::Interview,
                        content: Paragraph::lines("Perdemos tudo"),
                    },
                ],
                attachment_ids: vec![],
                graphics: vec![],
            },
            approved: true,
            state: DocumentState::Editing,
            owner: (4, "reporter".into()),
            revision: 3,
            created_at: Utc::now(),
            updated_at: Utc::now(),
            deleted_at: None,
        };
        let n = MailNames {
            programs: HashMap::from([(1, "Jornal da Noite".to_owned())]),
            users: HashMap::from([(4, "Rita Repórter".to_owned())]),
            ..MailNames::default()
        };
        let (subject, text) = render(&[&r], &n, "pt_BR");
        assert_eq!(subject, "Reportagem: ENCHENTE (2026-11-28)");
        assert_eq!(
            text,
            "ENCHENTE\n\nData: 2026-11-28\nProgramas: Jornal da Noite\nEstado: Editando\n\
             Repórteres: Rita Repórter\nIndicações: Aprovada para o ar\n\n[CABEÇA]\nO rio subiu dois metros\n\
             [OFF]\nFamílias saíram antes do amanhecer\n[SONORA]\nPerdemos tudo\n"
        );
        // Its reporters get it when asked; its (empty) editors add nobody.
        let who = Recipients {
            user_ids: vec![],
            include_editors: true,
            include_reporters: true,
            ..Recipients::default()
        };
        assert_eq!(
            plan(&[&r], &who, false),
            vec![Mail {
                to: vec![4],
                documents: vec![0]
            }]
        );
    }
}
