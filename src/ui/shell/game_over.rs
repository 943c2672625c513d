//! The end of a game as the table shows it.

use leptos::prelude::*;

use crate::games::Outcome;

/// The end of a game: why it ended, who won, the scores with places.
#[component]
pub fn GameOver(outcome: Outcome, names: Vec<String>, labels: Vec<String>) -> impl IntoView {
    let winners: Vec<String> = outcome
        .winners
        .iter()
        .filter_map(|&seat| names.get(seat).cloned())
        .fold(Vec::new(), |mut list, name| {
            if !list.contains(&name) {
                list.push(name);
            }
            list
        });
    let scores = outcome.scores.clone().map(|scores| {
        let mut rows: Vec<(usize, i64)> = scores.into_iter().enumerate().collect();
        rows.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        let rows = rows
            .iter()
            .map(|&(seat, score)| {
                let place = 1 + rows.iter().filter(|(_, s)| *s > score).count();
                view! {
                    <tr data-seat=seat>
                        <td>{place}</td>
                        <td>
                            {labels.get(seat).cloned().unwrap_or_default()}
                            " \u{b7} "
                            {names.get(seat).cloned().unwrap_or_default()}
                        </td>
                        <td>{score}</td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            <table class="final-scores">
                <thead><tr><th>"Place"</th><th>"Player"</th><th>"Score"</th></tr></thead>
                <tbody>{rows}</tbody>
            </table>
        }
    });
    view! {
        <div class="game-over" role="status">
            <h2>"Game over"</h2>
            <p class="game-over-reason">{outcome.reason.clone()}</p>
            {outcome.why.clone().map(|why| view! { <p class="game-over-why">{why}</p> })}
            {(!winners.is_empty()).then(|| view! {
                <p class="game-over-winners">{format!("Winners: {}", winners.join(", "))}</p>
            })}
            {scores}
        </div>
    }
}
