//! Helpers shared by the Cloak and Dagger tests that play random games.

use parlour::engine::random::Random;
use parlour::games::cloak_dagger::Action;

/// Which actions a preference picks among.
type Wanted = fn(&Action) -> bool;

/// Picks an action like a player might: mostly moves, sometimes guesses,
/// uncloaks, passes, marks and help.
pub fn pick(legal: &[Action], random: &mut Random) -> Action {
    let roll = random.below(100);
    let of = |wanted: fn(&Action) -> bool| -> Vec<Action> {
        legal.iter().copied().filter(wanted).collect()
    };
    let choose = |actions: Vec<Action>, random: &mut Random| -> Option<Action> {
        (!actions.is_empty()).then(|| actions[random.below(actions.len() as u64) as usize])
    };
    let preferences: [(u64, Wanted); 6] = [
        (3, |a| matches!(a, Action::Mark { .. })),
        (5, |a| matches!(a, Action::Help)),
        (20, |a| matches!(a, Action::Guess { .. })),
        (24, |a| matches!(a, Action::Uncloak(_))),
        (40, |a| matches!(a, Action::Pass)),
        (100, |a| {
            matches!(a, Action::Move(_) | Action::Arrange(_) | Action::Done)
        }),
    ];
    for (below, wanted) in preferences {
        if roll < below
            && let Some(action) = choose(of(wanted), random)
        {
            return action;
        }
    }
    choose(
        of(|a| !matches!(a, Action::Mark { .. } | Action::Help)),
        random,
    )
    .or_else(|| choose(legal.to_vec(), random))
    .unwrap()
}
