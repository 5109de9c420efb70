"""What a King of Tokyo player reads: monsters' names, refusals and the log's words."""

from __future__ import annotations

from igroteka.engine.i18n import Text

MONSTERS = (
    Text("Гигазавр", "Gigazaur"),
    Text("Кибер-Кисуля", "Cyber Kitty"),
    Text("Кинг", "The King"),
    Text("Космо-Пингвин", "Space Penguin"),
    Text("Мекадракон", "Meka Dragon"),
    Text("Инопланетоид", "Alienoid"),
)

FACE_NAMES = {
    "1": Text("1", "1"),
    "2": Text("2", "2"),
    "3": Text("3", "3"),
    "H": Text("сердце", "heart"),
    "E": Text("энергия", "energy"),
    "S": Text("удар", "smash"),
}

NOT_NOW = Text("Сейчас этого сделать нельзя", "You cannot do that now")
PHASE_HINT = {
    "roll": Text(
        "Сейчас бросок: перебросьте выбранные кубики (reroll) или остановитесь (stop)",
        "Now you roll: reroll the dice you choose (reroll) or stop (stop)",
    ),
    "adjust": Text(
        "После последнего броска можно только менять кубики картами или разыграть их (resolve)",
        "After your last roll you may only change dice with cards or resolve them (resolve)",
    ),
    "probe": Text(
        "Телепат перебрасывает один кубик (probe) или пропускает (pass)",
        "Psychic Probe rerolls one die (probe) or passes (pass)",
    ),
    "order": Text(
        "Выберите, что разыграть первым: сердца (hearts) или удары (smash)",
        "Choose what to resolve first: hearts (hearts) or smash (smash)",
    ),
    "ray": Text(
        "Отдайте сердце другому монстру (ray) или оставьте остальные себе (keep)",
        "Give a heart to another monster (ray) or keep the rest (keep)",
    ),
    "yield": Text(
        "Вас ударили в Токио: останьтесь (stay) или уступите Токио (yield)",
        "You were hit in Tokyo: stay (stay) or yield Tokyo (yield)",
    ),
    "buy": Text(
        "Сейчас покупка карт: купите карту, обновите рынок за 2 энергии или закончите ход",
        "Now you buy cards: buy one, sweep the market for 2 energy, or end your turn",
    ),
    "metamorph": Text(
        "Метаморф: сбросьте постоянную карту за энергию (sell) или закончите (done)",
        "Metamorph: discard a keep card for energy (sell) or finish (done)",
    ),
}
NO_ROLLS = Text("Перебросов больше нет", "You have no rerolls left")
NO_DIE = Text("Нет кубика с таким номером", "There is no die with that number")
TOO_DEAR = Text(
    "Не хватает энергии: карта стоит {cost}", "Not enough energy: the card costs {cost}"
)
NO_CARD = Text("Здесь нет карты", "There is no card there")
SWEEP_DEAR = Text("Обновить рынок стоит 2 энергии", "Sweeping the market costs 2 energy")
NO_POWER = Text("У вас нет карты, которая это позволяет", "You have no card that allows this")
DWELLER_THREE = Text("Тихоня перебрасывает только кубик с «3»",
                     "Background Dweller rerolls only a die showing 3")
WAITING = Text("Ждём решения других монстров", "Waiting for other monsters to decide")

REASONS = {
    "over_vp": Text("Набрано 20 победных очков", "20 victory points reached"),
    "over_last": Text("Остался последний монстр", "The last monster standing"),
    "over_none": Text("Погибли все монстры", "Every monster was destroyed"),
}
