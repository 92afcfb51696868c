use akidada::games::dama::{Dama, DamaRules, Position};
use akidada::games::{Side, perft};
#[test]
fn quick() {
    let pos = Position::start(Side::White);
    for d in 1..=6 { println!("{d} {}", perft::<Dama>(&pos, &DamaRules::default(), d)); }
    let pos: Position = "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1".parse().unwrap();
    let mut v = Vec::new(); pos.legal_moves(&mut v);
    for m in &v { println!("{}", pos.move_text(m)); }
    let s = pos.capture_summary();
    println!("routes {} max {}", s.routes.len(), s.maximum);
    println!("{:?}", pos.parse_move("b8xb5xe5xe1xa1xa4"));
}
#[test]
fn akidada_quick() {
    use akidada::games::akidada::{Akidada, AkidadaRules, Position as P};
    let pos = P::start(Side::White);
    let t = std::time::Instant::now();
    for d in 1..=6 { println!("{d} {}", perft::<Akidada>(&pos, &AkidadaRules::default(), d)); }
    println!("{:?}", t.elapsed());
}
