//! Assignments by e-mail (web.md section 7, "email (ids, usersIds, groupedEmail, includeEditors,
//! includeReporters, includeTeams)"; docs/adr/0003-documents.md): who gets which assignment, and the
//! plain-text mail that carries them, in the installation's language (en_US, es_ES, pt_BR; English for
//! any other). Pure: the service sends what [`plan`] and [`render`] make through the auth service.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use newsroom_domain::document::{DocumentState, may_see};

use crate::store::StoredAssignment;

/// Who is to get the assignments: chosen users, and whether each assignment's editors and reporters
/// join them. Teams are not kept yet, so `includeTeams` adds nobody.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Recipients {
    /// Users chosen by id.
    pub user_ids: Vec<i64>,
    /// Each assignment's editors too.
    pub include_editors: bool,
    /// Each assignment's reporters too.
    pub include_reporters: bool,
}

/// One mail to send: the recipients (user ids, ascending) and the assignments it carries (indexes
/// into the list given to [`plan`], in its order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    /// Who gets it.
    pub to: Vec<i64>,
    /// What it carries.
    pub assignments: Vec<usize>,
}

/// The mails that send `assignments` to `who`: one per assignment, or (`grouped`) one per set of
/// recipients who get the same assignments. A private assignment goes only to its owner and its
/// allowed users, whoever else was chosen, so a mail never shows it to anyone new.
pub fn plan(assignments: &[&StoredAssignment], who: &Recipients, grouped: bool) -> Vec<Mail> {
    let recipients_of = |a: &StoredAssignment| -> BTreeSet<i64> {
        let mut all: BTreeSet<i64> = who.user_ids.iter().copied().collect();
        if who.include_editors {
            all.extend(a.fields.editor_ids.iter().copied());
        }
        if who.include_reporters {
            all.extend(a.fields.reporter_ids.iter().copied());
        }
        all.retain(|u| may_see(a.fields.private, a.owner.0, &a.fields.allowed_user_ids, *u));
        all
    };
    if !grouped {
        return assignments
            .iter()
            .enumerate()
            .map(|(i, a)| Mail {
                to: recipients_of(a).into_iter().collect(),
                assignments: vec![i],
            })
            .filter(|m| !m.to.is_empty())
            .collect();
    }
    let mut per_user: BTreeMap<i64, Vec<usize>> = BTreeMap::new();
    for (i, a) in assignments.iter().enumerate() {
        for u in recipients_of(a) {
            per_user.entry(u).or_default().push(i);
        }
    }
    let mut per_set: BTreeMap<Vec<usize>, Vec<i64>> = BTreeMap::new();
    for (u, set) in per_user {
        per_set.entry(set).or_default().push(u);
    }
    per_set
        .into_iter()
        .map(|(assignments, to)| Mail { to, assignments })
        .collect()
}

/// The words of a mail in one language.
struct Words {
    one: &'static str,
    many: &'static str,
    date: &'static str,
    programs: &'static str,
    state: &'static str,
    producers: &'static str,
    editors: &'static str,
    reporters: &'static str,
    indications: &'static str,
    priority: &'static str,
    pending: &'static str,
    states: [&'static str; 5],
}

const EN: Words = Words {
    one: "Assignment",
    many: "Assignments",
    date: "Date",
    programs: "Programs",
    state: "State",
    producers: "Producers",
    editors: "Editors",
    reporters: "Reporters",
    indications: "Indications",
    priority: "Priority",
    pending: "Pending",
    states: [
        "Producing",
        "Covering",
        "Completed",
        "Interrupted",
        "Editing",
    ],
};

const ES: Words = Words {
    one: "Pauta",
    many: "Pautas",
    date: "Fecha",
    programs: "Programas",
    state: "Estado",
    producers: "Productores",
    editors: "Editores",
    reporters: "Reporteros",
    indications: "Indicaciones",
    priority: "Prioridad",
    pending: "Pendiente",
    states: [
        "En producción",
        "En cobertura",
        "Terminada",
        "Interrumpida",
        "En edición",
    ],
};

const PT: Words = Words {
    one: "Pauta",
    many: "Pautas",
    date: "Data",
    programs: "Programas",
    state: "Estado",
    producers: "Produtores",
    editors: "Editores",
    reporters: "Repórteres",
    indications: "Indicações",
    priority: "Prioridade",
    pending: "Pendente",
    states: [
        "Produzindo",
        "Cobrindo",
        "Concluída",
        "Interrompida",
        "Editando",
    ],
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

/// The subject and plain text of a mail carrying `assignments`, with program and user names from
/// `programs` and `users` (an id without a name shows as `#id`), in `locale`'s words; dates
/// `YYYY-MM-DD` as the API writes them.
pub fn render(
    assignments: &[&StoredAssignment],
    programs: &HashMap<i64, String>,
    users: &HashMap<i64, String>,
    locale: &str,
) -> (String, String) {
    let w = words(locale);
    let names = |ids: &[i64], of: &HashMap<i64, String>| {
        ids.iter()
            .map(|id| of.get(id).cloned().unwrap_or_else(|| format!("#{id}")))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let subject = match assignments {
        [one] => format!("{}: {} ({})", w.one, one.fields.slug, one.fields.date),
        many => {
            let days: BTreeSet<_> = many.iter().map(|a| a.fields.date).collect();
            let span = match (days.first(), days.last()) {
                (Some(a), Some(b)) if a == b => a.to_string(),
                (Some(a), Some(b)) => format!("{a} – {b}"),
                _ => String::new(),
            };
            format!("{} ({}): {span}", w.many, many.len())
        }
    };
    let mut text = String::new();
    for (i, a) in assignments.iter().enumerate() {
        if i > 0 {
            text.push_str("\n----------------------------------------\n\n");
        }
        let f = &a.fields;
        text.push_str(&format!("{}\n\n", f.slug));
        let mut line = |label: &str, value: String| {
            if !value.is_empty() {
                text.push_str(&format!("{label}: {value}\n"));
            }
        };
        line(w.date, f.date.to_string());
        line(w.programs, names(&f.program_ids, programs));
        line(w.state, state_word(w, a.state).to_owned());
        line(w.producers, names(&f.producer_ids, users));
        line(w.editors, names(&f.editor_ids, users));
        line(w.reporters, names(&f.reporter_ids, users));
        let marks: Vec<&str> = [(f.priority, w.priority), (f.pending, w.pending)]
            .into_iter()
            .filter_map(|(on, word)| on.then_some(word))
            .collect();
        line(w.indications, marks.join(", "));
        if !f.content.trim().is_empty() {
            text.push('\n');
            text.push_str(f.content.trim_end());
            text.push('\n');
        }
    }
    (subject, text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{NaiveDate, Utc};
    use newsroom_domain::document::AssignmentFields;

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
        };
        assert_eq!(
            plan(&[&a, &b], &who, false),
            vec![
                Mail {
                    to: vec![3, 4, 9],
                    assignments: vec![0]
                },
                // The private one: only the allowed reporter (4) of those chosen.
                Mail {
                    to: vec![4],
                    assignments: vec![1]
                },
            ]
        );
        // Grouped: one mail per set of recipients who get the same assignments.
        assert_eq!(
            plan(&[&a, &b], &who, true),
            vec![
                Mail {
                    to: vec![3, 9],
                    assignments: vec![0]
                },
                Mail {
                    to: vec![4],
                    assignments: vec![0, 1]
                },
            ]
        );
        // Nobody chosen and no people included: no mail.
        assert!(plan(&[&a], &Recipients::default(), false).is_empty());
    }

    #[test]
    fn a_mail_names_people_and_programs_in_the_installation_language() {
        let a = assignment(10, "PORT", false, &[3], &[4, 8]);
        let programs = HashMap::from([(1, "Evening News".to_owned())]);
        let users = HashMap::from([
            (2, "Paula Producer".to_owned()),
            (3, "Eddie Editor".to_owned()),
            (4, "Rita Reporter".to_owned()),
        ]);
        let (subject, text) = render(&[&a], &programs, &users, "en_US");
        assert_eq!(subject, "Assignment: PORT (2026-11-28)");
        assert_eq!(
            text,
            "PORT\n\nDate: 2026-11-28\nPrograms: Evening News\nState: Covering\nProducers: Paula Producer\n\
             Editors: Eddie Editor\nReporters: Rita Reporter, #8\nIndications: Priority\n\nAbout PORT.\nCall first.\n"
        );
        let b = assignment(11, "TIP", false, &[], &[]);
        let (subject, text) = render(&[&a, &b], &programs, &users, "pt_BR");
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
        assert_eq!(
            render(&[&b], &programs, &users, "es_ES").0,
            "Pauta: TIP (2026-11-28)"
        );
    }
}
