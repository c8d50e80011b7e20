//! The fifteen perpetual check / chase scenarios of
//! `tests/data/xiangqi-repetition.tsv`, through the session API and through the
//! real binary: the stated ruling at the fourth occurrence, and only a warning at
//! the third (one cycle earlier).

use duochess::core::Side;
use duochess::session::xiangqi::{XiangqiGame, XiangqiOptions};
use duochess::session::{EndReason, GameKind, GameResult};
use duochess::xiangqi::notation::coord;
use std::process::Command;

struct Scenario {
    fen: String,
    moves: Vec<String>,
    ruling: String,
}

fn scenarios() -> Vec<Scenario> {
    include_str!("../data/xiangqi-repetition.tsv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let c: Vec<&str> = line.split('\t').collect();
            assert_eq!(c.len(), 3, "bad row: {line}");
            Scenario {
                fen: c[0].to_string(),
                moves: c[1].split_whitespace().map(str::to_string).collect(),
                ruling: c[2].to_string(),
            }
        })
        .collect()
}

fn play(fen: &str, moves: &[String], options: XiangqiOptions) -> XiangqiGame {
    let mut game = XiangqiGame::from_fen(fen, options).expect("scenario FEN parses");
    for (i, text) in moves.iter().enumerate() {
        assert!(!game.result().is_over(), "game over before move {}", i + 1);
        let mv = coord::parse(game.position(), text).expect("scenario move is legal");
        game.play(mv).expect("session accepts the move");
    }
    game
}

/// How often the current position occurred (placement and side to move).
fn occurrences(game: &XiangqiGame) -> usize {
    let now = game.position();
    let same = |i: usize| {
        game.position_at(i)
            .is_some_and(|p| p.side_to_move() == now.side_to_move() && p.pieces().eq(now.pieces()))
    };
    (0..=game.moves().len()).filter(|&i| same(i)).count()
}

fn expected_summary(ruling: &str) -> &'static str {
    match ruling {
        "red loses" => "black wins",
        "black loses" => "red wins",
        "draw" => "draw",
        other => panic!("unknown ruling {other}"),
    }
}

#[test]
fn fifteen_scenarios_through_the_session() {
    let all = scenarios();
    assert_eq!(all.len(), 15);
    for (i, s) in all.iter().enumerate() {
        let label = format!("scenario {}", i + 1);
        assert!(s.moves.len() > 4, "{label}");
        let game = play(&s.fen, &s.moves, XiangqiOptions::default());
        assert_eq!(occurrences(&game), 4, "{label}: fourth occurrence");
        let result = game.result();
        assert_eq!(
            result.summary(GameKind::Xiangqi),
            expected_summary(&s.ruling),
            "{label}: {result:?}"
        );
        assert!(
            game.legal_moves().is_empty(),
            "{label}: a game over takes no moves"
        );

        // One cycle earlier: the third occurrence only warns.
        let earlier = play(
            &s.fen,
            &s.moves[..s.moves.len() - 4],
            XiangqiOptions::default(),
        );
        assert_eq!(occurrences(&earlier), 3, "{label}: third occurrence");
        assert_eq!(earlier.result(), GameResult::Ongoing, "{label}");
        let warning = earlier
            .last_warning()
            .expect("a warning at the third occurrence");
        let mover = !earlier.side_to_move();
        // The player who must change: the side that would lose; with a draw at
        // stake, the one who would repeat.
        let addressed = match result {
            GameResult::Win { winner, .. } => !winner,
            _ => mover,
        };
        assert_eq!(warning.player, addressed, "{label}: warns who must change");
        assert_eq!(warning.at_stake, result, "{label}: the rule at stake");
        let message = warning.to_string();
        assert!(
            message.contains(GameKind::Xiangqi.side_title(addressed)),
            "{label}: {message}"
        );
        assert!(
            message.contains(&result.reason(GameKind::Xiangqi)),
            "{label}: names the rule: {message}"
        );
    }
}

#[test]
fn chase_draws_option_turns_a_lost_chase_into_a_draw() {
    let all = scenarios();
    let s = &all[0];
    let options = XiangqiOptions {
        chase_draws: true,
        ..XiangqiOptions::default()
    };
    let game = play(&s.fen, &s.moves, options);
    assert_eq!(
        game.result(),
        GameResult::Draw {
            reason: EndReason::PerpetualChase(Side::White)
        }
    );
    // Perpetual check still loses.
    let s = &all[6];
    let game = play(&s.fen, &s.moves, options);
    assert_eq!(game.result().summary(GameKind::Xiangqi), "red wins");
}

fn run_check(fen: &str, moves: &[String]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_duochess"))
        .args([
            "check",
            "--variant",
            "xiangqi",
            "--fen",
            fen,
            "--moves",
            &moves.join(" "),
            "--json",
        ])
        .output()
        .expect("run duochess");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn fifteen_scenarios_through_the_binary() {
    for (i, s) in scenarios().iter().enumerate() {
        let label = format!("scenario {}", i + 1);
        let (ok, out, err) = run_check(&s.fen, &s.moves);
        assert!(ok, "{label}: {err}");
        let want = format!("\"result\":\"{}\"", expected_summary(&s.ruling));
        assert!(out.contains(&want), "{label}: {out}");
        let reason = play(&s.fen, &s.moves, XiangqiOptions::default())
            .result()
            .reason(GameKind::Xiangqi);
        assert!(
            out.contains(&format!("\"reason\":\"{reason}\"")),
            "{label}: {out}"
        );

        let (ok, out, err) = run_check(&s.fen, &s.moves[..s.moves.len() - 4]);
        assert!(ok, "{label}: {err}");
        assert!(out.contains("\"result\":\"ongoing\""), "{label}: {out}");
        assert!(out.contains("three times"), "{label}: no warning in {out}");
    }
}

#[test]
fn moves_after_the_ruling_are_refused_by_the_binary() {
    let all = scenarios();
    let s = &all[0];
    let mut moves = s.moves.clone();
    moves.push("a8b8".into());
    let (ok, _, err) = run_check(&s.fen, &moves);
    assert!(!ok);
    assert!(err.contains("move 14") && err.contains("over"), "{err}");
}
