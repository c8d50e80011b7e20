//! End-to-end, the real binary in a pty with a Ukrainian interface: keys typed on
//! a Ukrainian (ЙЦУКЕН) layout act as the Latin keys in their places (`у` ends the
//! series, `в` offers a draw, `К` resigns), and a question takes `т` (так) and `н`
//! (ні).

use crate::common;

use common::pty::Session;

#[test]
fn ukrainian_letters_end_the_series_and_answer_questions() {
    let mut s = Session::start(&["--lang", "uk", "play", "flickering"], &[]);
    s.wait_for("Хід білих · серія 1а");
    // A series left open by its final comma, then ended by у (in the place of e).
    s.send(":e4,\r");
    s.wait_for("Ця серія: e4");
    s.send("у");
    s.wait_for("Хід чорних · серія 1б");
    s.wait_for("1а. e4");
    // в (d): Black offers a draw; н (ні) declines it.
    s.send("в");
    s.wait_for("(т/н)");
    s.send("н");
    s.wait_for("Нічию відхилено");
    // К (Shift and the key of R): Black resigns; т (так) says yes.
    s.send("К");
    s.wait_for("Чорні здаються? (т/н)");
    s.send("т");
    s.wait_for("перемогли білі");
    s.send("\x03");
    assert!(s.exit_status().success());
    s.assert_restored();
}
