//! The games with secrets, and pairs of games that differ only in one
//! secret: shared by the property test (the secret stays hidden from
//! those who may not know it) and the computer players' test (their
//! choices do not depend on it).

use parlour::engine::men::Kind;
use parlour::engine::random::Random;
use parlour::games::carousel::Carousel;
use parlour::games::carousel::record::SavedGame;
use parlour::games::cloak_dagger::{self, Arrangement, CloakDagger};
use parlour::games::four_player::{self, FourPlayer, army_of};
use parlour::games::{Game, Seat};

// Four Player Chess: secret alliances.

pub fn four_player(seed: u64) -> FourPlayer {
    let options = four_player::Options {
        protectorate_loss_percent: [40, 0, 100, 25][seed as usize % 4],
    };
    FourPlayer::new(options, seed).unwrap()
}

/// Two seats that ally in secret in the second game.
pub fn alliance(seed: u64) -> (FourPlayer, FourPlayer, Vec<Seat>) {
    let game = four_player(seed);
    let first = seed as usize % 4;
    let second = (first + 1 + (seed as usize / 4) % 3) % 4;
    (game.clone(), game, vec![first, second])
}

/// The diplomacy of the allies: answer an invitation when one waits,
/// otherwise now and then propose to, or leave, the other.
pub fn whisper(
    game: &FourPlayer,
    seat: Seat,
    allies: &[Seat],
    random: &mut Random,
) -> Option<four_player::Action> {
    use four_player::Action::{Accept, Decline, Leave, Propose};
    if !allies.contains(&seat) {
        return None;
    }
    let partner = army_of(allies[usize::from(allies[0] == seat)]);
    let options: Vec<four_player::Action> = game
        .legal_actions(seat)
        .into_iter()
        .filter(|action| match action {
            Propose(army) | Accept(army) | Decline(army) => *army == partner,
            Leave => true,
            _ => false,
        })
        .collect();
    let answer = options
        .iter()
        .any(|action| matches!(action, Accept(_) | Decline(_)));
    (!options.is_empty() && (answer || random.below(2) == 0))
        .then(|| options[random.below(options.len() as u64) as usize].clone())
}

// Carousel chess: secret cards.

pub fn carousel_players(seed: u64) -> Vec<String> {
    (0..3 + seed % 7).map(|seat| format!("P{seat}")).collect()
}

pub fn carousel(seed: u64) -> Carousel {
    Carousel::new(&carousel_players(seed), Random::seeded(seed)).unwrap()
}

/// The same table with two cards swapped: two seats' cards, or (at an
/// even table, every other seed) one seat's card and the one left out.
pub fn swapped_cards(seed: u64) -> (Carousel, Carousel, Vec<Seat>) {
    swap_cards(carousel(seed), seed)
}

/// `game` and the same table with two cards swapped, chosen by `seed`
/// as [`swapped_cards`] does; also the seats that know the difference.
pub fn swap_cards(game: Carousel, seed: u64) -> (Carousel, Carousel, Vec<Seat>) {
    let saved = SavedGame::from(game.clone());
    let mut swapped = saved.clone();
    let seats = saved.cards.len();
    let first = seed as usize % seats;
    let knowers = match saved.left_out {
        Some(left_out) if seed % 2 == 1 && left_out != saved.cards[first] => {
            swapped.left_out = Some(saved.cards[first]);
            swapped.cards[first] = left_out;
            vec![first]
        }
        _ => {
            let second = (1..seats)
                .map(|step| (first + step) % seats)
                .find(|&seat| saved.cards[seat] != saved.cards[first])
                .expect("a deal has two kinds of card");
            swapped.cards.swap(first, second);
            vec![first, second]
        }
    };
    (game, Carousel::try_from(swapped).unwrap(), knowers)
}

// Cloak and Dagger: secret arrangements.

/// Two games in which one seat (White for even seeds, Black for odd)
/// arranged its men differently, the other the same: with the queen and a
/// knight swapped (the smallest secret, which keeps the Chess960 rules),
/// or, for every other pair of seeds, wholly otherwise.
pub fn arrangements(seed: u64) -> (CloakDagger, CloakDagger, Vec<Seat>) {
    let mut random = Random::seeded(seed);
    let options = cloak_dagger::Options {
        help: !seed.is_multiple_of(3),
    };
    let mine = Arrangement::random(&mut random);
    let theirs = Arrangement::random(&mut random);
    let other = if seed % 4 < 2 {
        let mut kinds = mine.kinds();
        let queen = kinds.iter().position(|&kind| kind == Kind::Queen).unwrap();
        let knights: Vec<usize> = (0..8).filter(|&file| kinds[file] == Kind::Knight).collect();
        kinds.swap(queen, knights[random.below(2) as usize]);
        Arrangement::new(kinds).unwrap()
    } else {
        loop {
            let other = Arrangement::random(&mut random);
            if other != mine {
                break other;
            }
        }
    };
    if seed.is_multiple_of(2) {
        let one = CloakDagger::arranged(options, mine, theirs);
        let two = CloakDagger::arranged(options, other, theirs);
        (one, two, vec![0])
    } else {
        let one = CloakDagger::arranged(options, theirs, mine);
        let two = CloakDagger::arranged(options, theirs, other);
        (one, two, vec![1])
    }
}

/// Whether the checkers in which two arrangements of `owner` differ are
/// all still secret in both games, no game is over, and the other seat's
/// king is cloaked (an uncloaked king follows the rules of check, which
/// count every enemy man as he is).
pub fn arrangement_kept(one: &CloakDagger, other: &CloakDagger, knowers: &[Seat]) -> bool {
    let owner = knowers[0];
    let (Some(mine), Some(theirs)) = (one.arrangement(owner), other.arrangement(owner)) else {
        return false;
    };
    let secret = |game: &CloakDagger, number: u8| {
        game.checkers()
            .get(owner, number)
            .is_some_and(|checker| checker.is_secret())
    };
    one.ending().is_none()
        && other.ending().is_none()
        && one.king_cloaked(1 - owner)
        && other.king_cloaked(1 - owner)
        && (1..=8)
            .filter(|&number| mine.kind_of(number) != theirs.kind_of(number))
            .all(|number| secret(one, number) && secret(other, number))
}
