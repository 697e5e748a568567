//! Teams through REST (issue 13; web.md sections 3, 5, 7 and 8: "team: schedule by date, one-day and
//! forward changes", "Cannot delete ... a team in use"; docs/adr/0003-documents.md, "Teams"): a crew's
//! days, changes for one day and from a day on, assignments sending teams that exist on their day,
//! the deletion from a day on refused while an assignment of that day or later sends the team, the
//! members mailed with `includeTeams`, and `/topic/teams`.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

async fn me(app: &TestApp, token: &str) -> i64 {
    let (status, me) = app.get(token, "/api/users/me").await;
    me["id"]
        .as_i64()
        .unwrap_or_else(|| panic!("GET /api/users/me: {status} {me}"))
}

/// The team of `list` with id `id`.
fn team(list: &Value, id: i64) -> Option<&Value> {
    list.as_array()
        .unwrap_or_else(|| panic!("a list: {list}"))
        .iter()
        .find(|t| t["id"] == id)
}

async fn a_team_is_scheduled_by_day_sent_and_deleted_from_a_day(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let viewer = app.login("viewer").await;
    let (paula, rita) = (me(&app, &producer).await, me(&app, &reporter).await);
    let day = |d: u32| format!("2031-03-{d:02}");

    // A crew from Monday 2 March on: Rita reporting, Paula producing, 06:00 to 14:00.
    let crew = json!({"name": " Crew 1 ", "date": day(2), "start": "06:00", "end": "14:00",
        "members": [{"userId": rita, "function": "Reporter"}, {"userId": paula, "function": "Producer"}],
        "notes": "Van 4"});
    let (status, t) = app
        .send(Method::POST, &producer, "/api/teams", crew.clone())
        .await;
    assert_eq!(status, 201, "{t}");
    let id = t["id"].as_i64().unwrap();
    assert_eq!(
        (
            &t["name"],
            &t["date"],
            &t["start"],
            &t["end"],
            &t["oneDay"],
            &t["startsOn"]
        ),
        (
            &json!("Crew 1"),
            &json!(day(2)),
            &json!("06:00"),
            &json!("14:00"),
            &json!(false),
            &json!(day(2))
        ),
        "{t}"
    );
    assert_eq!(
        t["members"][0],
        json!({"userId": rita, "function": "Reporter"})
    );
    assert!(t["deactivatedFrom"].is_null(), "{t}");

    // Names are unique whatever the letter case; fields are checked one by one.
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/teams",
            json!({"name": "CREW 1", "date": day(2), "start": "07:00", "end": "15:00"}),
        )
        .await;
    assert_eq!((status, &e["code"]), (409, &json!("conflict")), "{e}");
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/teams",
            json!({"name": "", "date": "2031-02-30", "start": "25:00", "end": "14:00",
                   "members": [{"userId": rita}, {"userId": rita}]}),
        )
        .await;
    assert_eq!(status, 422, "{e}");
    for (field, code) in [
        ("name", "required"),
        ("date", "date"),
        ("start", "time_of_day"),
        ("members", "duplicate"),
    ] {
        assert_eq!(e["fields"][field]["code"], code, "{field}: {e}");
    }
    // Reading is for any session; changing is for writers of teams.
    let (status, _) = app
        .send(
            Method::POST,
            &viewer,
            "/api/teams",
            json!({"name": "Crew 9", "date": day(2), "start": "06:00", "end": "14:00"}),
        )
        .await;
    assert_eq!(status, 403);
    let (status, list) = app
        .get(&viewer, &format!("/api/teams?date={}", day(3)))
        .await;
    assert_eq!(status, 200, "{list}");
    assert!(team(&list, id).is_some(), "{list}");
    let (_, before) = app
        .get(&viewer, &format!("/api/teams?date={}", day(1)))
        .await;
    assert!(
        team(&before, id).is_none(),
        "not before its first day: {before}"
    );

    // Wednesday alone: a night shift with Rita only. From Monday 9 on: 08:00 to 16:00.
    let shift = |d: u32, start: &str, end: &str, members: Value, notes: &str| json!({"date": day(d), "start": start, "end": end, "members": members, "notes": notes});
    let (status, wed) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/teams/{id}/one_day_change"),
            shift(
                4,
                "22:00",
                "06:00",
                json!([{"userId": rita, "function": "Reporter"}]),
                "Election night",
            ),
        )
        .await;
    assert_eq!(status, 200, "{wed}");
    assert_eq!(
        (&wed["oneDay"], &wed["since"], &wed["start"]),
        (&json!(true), &json!(day(4)), &json!("22:00"))
    );
    let (status, later) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/teams/{id}/forward_change"),
            shift(
                9,
                "08:00",
                "16:00",
                json!([{"userId": rita, "function": "Reporter"}]),
                "",
            ),
        )
        .await;
    assert_eq!(status, 200, "{later}");
    let on = async |d: u32| {
        let (status, t) = app
            .get(&reporter, &format!("/api/teams/{id}?date={}", day(d)))
            .await;
        assert_eq!(status, 200, "{t}");
        t
    };
    let (tue, wed, thu, next_week) = (on(3).await, on(4).await, on(5).await, on(10).await);
    assert_eq!(
        (
            &tue["start"],
            &tue["notes"],
            &tue["members"].as_array().unwrap().len()
        ),
        (&json!("06:00"), &json!("Van 4"), &2)
    );
    assert_eq!(
        (&wed["start"], &wed["end"], &wed["oneDay"]),
        (&json!("22:00"), &json!("06:00"), &json!(true))
    );
    assert_eq!(
        (&thu["start"], &thu["oneDay"], &thu["since"]),
        (&json!("06:00"), &json!(false), &json!(day(2)))
    );
    assert_eq!(
        (&next_week["start"], &next_week["since"]),
        (&json!("08:00"), &json!(day(9)))
    );
    // A change from an earlier day on replaces the later ones and that day's own change.
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/teams/{id}/forward_change"),
            shift(
                4,
                "07:00",
                "15:00",
                json!([{"userId": paula, "function": ""}]),
                "",
            ),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(on(4).await["oneDay"], false);
    assert_eq!(on(10).await["start"], "07:00");
    let (status, renamed) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/teams/{id}"),
            json!({"name": "Crew A"}),
        )
        .await;
    assert_eq!(
        (status, &renamed["name"]),
        (200, &json!("Crew A")),
        "{renamed}"
    );

    // An assignment sends teams that exist on its day.
    let (status, a) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments",
            json!({"slug": "FLOODS", "date": day(5), "programIds": [1], "teamIds": [id]}),
        )
        .await;
    assert_eq!(status, 201, "{a}");
    assert_eq!(a["teamIds"], json!([id]));
    for (date, team_id) in [(day(1), id), (day(5), 999_999)] {
        let (status, e) = app
            .send(
                Method::POST,
                &producer,
                "/api/assignments",
                json!({"slug": "X", "date": date, "programIds": [1], "teamIds": [team_id]}),
            )
            .await;
        assert_eq!(
            (status, &e["fields"]["teamIds"]["code"]),
            (422, &json!("unknown_value")),
            "{date} {team_id}: {e}"
        );
    }
    let (_, used) = app
        .get(&producer, &format!("/api/teams/day_used?date={}", day(5)))
        .await;
    assert_eq!(used, json!([{"id": id, "count": 1}]));

    // Deleting it from a day its assignment is on is refused with the catalogue's message; from
    // the day after, it ends there and keeps its earlier days.
    let delete = async |d: u32| {
        app.send(
            Method::DELETE,
            &producer,
            &format!("/api/teams/{id}?date={}", day(d)),
            Value::Null,
        )
        .await
    };
    let (status, e) = delete(5).await;
    assert_eq!((status, &e["code"]), (409, &json!("team_in_use")), "{e}");
    assert_eq!(
        e["message"],
        "This team could not be deleted as it is being used in a document."
    );
    let (status, _) = delete(6).await;
    assert_eq!(status, 204);
    assert_eq!(on(5).await["deactivatedFrom"], day(6));
    let (status, _) = app
        .get(&reporter, &format!("/api/teams/{id}?date={}", day(6)))
        .await;
    assert_eq!(status, 404);
    let (_, list) = app
        .get(&reporter, &format!("/api/teams?date={}", day(20)))
        .await;
    assert!(team(&list, id).is_none(), "{list}");
    let (_, recent) = app
        .get(
            &reporter,
            &format!(
                "/api/teams?date={}&includeRecentDeactivations=true",
                day(20)
            ),
        )
        .await;
    let t = team(&recent, id).unwrap_or_else(|| panic!("recently deleted: {recent}"));
    assert_eq!(
        (&t["date"], &t["deactivatedFrom"]),
        (&json!(day(5)), &json!(day(6))),
        "{t}"
    );
    // The assignment cannot move past the team's last day while it sends it.
    let (status, e) = app
        .patch(
            &producer,
            &format!("/api/assignments/{}", a["id"]),
            "date",
            json!(day(7)),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["teamIds"]["code"]),
        (422, &json!("unknown_value")),
        "{e}"
    );
    // A team deleted from its first day goes altogether.
    let (status, gone) = app
        .send(
            Method::POST,
            &producer,
            "/api/teams",
            json!({"name": "Crew B", "date": day(2), "start": "06:00", "end": "14:00"}),
        )
        .await;
    assert_eq!(status, 201, "{gone}");
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/teams/{}?date={}", gone["id"], day(2)),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let (_, recent) = app
        .get(
            &reporter,
            &format!("/api/teams?date={}&includeRecentDeactivations=true", day(3)),
        )
        .await;
    assert!(
        team(&recent, gone["id"].as_i64().unwrap()).is_none(),
        "{recent}"
    );
}

/// `includeTeams` mails the members of the teams each assignment sends, as they are on its day;
/// `/topic/teams` tells every session of each change.
async fn teams_are_mailed_and_followed_live(mode: Mode) {
    use crate::stomp::Client;
    use newsroom_gateway::stomp::frame::Command;
    use newsroom_test_support::smtp::SmtpServer;

    let app = TestApp::spawn(mode).await;
    let admin = app.login("admin").await;
    let producer = app.login("producer").await;
    let (reporter, editor) = (app.login("reporter").await, app.login("editor").await);
    let (rita, eddie) = (me(&app, &reporter).await, me(&app, &editor).await);
    let guest = app.login("guest").await;
    let mut c = Client::connect(&app, &guest).await;
    c.send("SUBSCRIBE\nid:teams\ndestination:/topic/teams\nreceipt:r\n\n\0")
        .await;
    assert_eq!(c.next().await.expect("RECEIPT").command, Command::Receipt);

    // Eddie is in the crew every day but Tuesday, when Rita replaces him.
    let (status, t) = app
        .send(
            Method::POST,
            &producer,
            "/api/teams",
            json!({"name": "Night crew", "date": "2031-05-05", "start": "22:00", "end": "06:00",
                   "members": [{"userId": eddie, "function": "Camera"}]}),
        )
        .await;
    assert_eq!(status, 201, "{t}");
    let id = t["id"].as_i64().unwrap();
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            &format!("/api/teams/{id}/one_day_change"),
            json!({"date": "2031-05-06", "start": "22:00", "end": "06:00",
                   "members": [{"userId": rita, "function": "Camera"}]}),
        )
        .await;
    assert_eq!(status, 200);
    for event in ["created", "updated"] {
        let f = c.next().await.expect("MESSAGE");
        assert_eq!(f.get("destination"), Some("/topic/teams"), "{f:?}");
        let body: Value = serde_json::from_slice(&f.body).unwrap();
        assert_eq!(body, json!({"event": event, "entity": "team", "id": id}));
    }

    let smtp = SmtpServer::start(None);
    app.use_mail_server(&admin, smtp.port).await;
    let mut sent = Vec::new();
    for date in ["2031-05-06", "2031-05-07"] {
        let (status, a) = app
            .send(
                Method::POST,
                &producer,
                "/api/assignments",
                json!({"slug": format!("NIGHT SHOOT {date}"), "date": date, "programIds": [1], "teamIds": [id]}),
            )
            .await;
        assert_eq!(status, 201, "{a}");
        sent.push(a["id"].as_i64().unwrap());
    }
    let mail = |include_teams: bool| {
        json!({"ids": sent, "usersIds": [], "groupedEmail": false, "includeEditors": false,
               "includeReporters": false, "includeTeams": include_teams})
    };
    let (status, e) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/email",
            mail(false),
        )
        .await;
    assert_eq!(
        (status, &e["fields"]["usersIds"]["code"]),
        (422, &json!("required")),
        "nobody to mail: {e}"
    );
    let (status, r) = app
        .send(
            Method::POST,
            &producer,
            "/api/assignments/email",
            mail(true),
        )
        .await;
    assert_eq!(status, 200, "{r}");
    let mut both = vec![rita, eddie];
    both.sort_unstable();
    assert_eq!(
        (&r["mails"], &r["sentTo"]),
        (&json!(2), &json!(both)),
        "{r}"
    );
    let got = smtp.wait_for(2, std::time::Duration::from_secs(5));
    let to_of = |slug: &str| {
        got.iter()
            .find(|m| m.raw.contains(slug))
            .unwrap_or_else(|| panic!("a mail about {slug}"))
            .rcpt_tos
            .clone()
    };
    assert_eq!(
        to_of("NIGHT SHOOT 2031-05-06"),
        ["reporter@newsroom.example"]
    );
    assert_eq!(to_of("NIGHT SHOOT 2031-05-07"), ["editor@newsroom.example"]);
    // Each mail names the teams sent.
    assert!(
        got.iter().all(|m| m.raw.contains("Teams: Night crew")),
        "{got:?}"
    );
}

both_modes!(
    a_team_is_scheduled_by_day_sent_and_deleted_from_a_day,
    teams_are_mailed_and_followed_live
);
