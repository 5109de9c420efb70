"""The 66 power cards of King of Tokyo as data: key, names, cost, keep or discard, copies, text.

The effects live in effects.py (discard cards, bought once) and match.py
(keep cards, read where their moment comes). The names of the 2016 English
edition are kept beside our Russian names; `OLD_NAMES` holds the 2011 names.
"""

from __future__ import annotations

from dataclasses import dataclass

from igroteka.engine.i18n import Text


@dataclass(frozen=True)
class Card:
    key: str
    name: Text
    cost: int
    keep: bool
    copies: int
    text: Text


def _k(key: str, ru: str, en: str, cost: int, text_ru: str, text_en: str, copies: int = 1) -> Card:
    return Card(key, Text(ru, en), cost, True, copies, Text(text_ru, text_en))


def _d(key: str, ru: str, en: str, cost: int, text_ru: str, text_en: str, copies: int = 1) -> Card:
    return Card(key, Text(ru, en), cost, False, copies, Text(text_ru, text_en))


CARD_LIST: tuple[Card, ...] = (
    _k("acid_attack", "Кислотная атака", "Acid Attack", 6,
       "Каждый ход добавляйте 1 удар к броску, даже если ударов не выпало.",
       "Add 1 Smash to your roll each turn, even if you rolled none."),
    _k("alien_origin", "Пришелец", "Alien Origin", 3,
       "Карты силы стоят вам на 1 энергию меньше.",
       "Power cards cost you 1 energy less."),
    _k("alpha_monster", "Вожак стаи", "Alpha Monster", 5,
       "Получайте 1 ПО, если в вашем броске есть хотя бы один удар.",
       "Gain 1 VP when your roll has at least one Smash."),
    _k("armor_plating", "Бронепластины", "Armor Plating", 4,
       "Не теряйте здоровье, когда теряете ровно 1 единицу сразу.",
       "Lose nothing when you would lose exactly 1 heart at once."),
    _k("background_dweller", "Тихоня", "Background Dweller", 4,
       "Кубик с «3» можно перебрасывать сколько угодно раз, не тратя бросков.",
       "You may reroll any die showing 3 as often as you like, without using a roll."),
    _k("burrowing", "Землерой", "Burrowing", 5,
       "В Токио добавляйте 1 удар. Когда вы уступаете Токио, занявший его теряет 1 здоровье.",
       "In Tokyo add 1 Smash. When you yield Tokyo, the monster taking it loses 1 heart."),
    _k("camouflage", "Камуфляж", "Camouflage", 3,
       "Теряя здоровье, бросьте по кубику на каждую единицу: каждое сердце отменяет одну.",
       "When you lose hearts, roll a die per heart: each Heart cancels one."),
    _k("complete_destruction", "Полное разрушение", "Complete Destruction", 3,
       "Если в броске есть 1, 2, 3, сердце, энергия и удар, получите ещё 9 ПО.",
       "If your roll has 1, 2, 3, Heart, Energy and Smash, gain 9 more VP."),
    _k("media_friendly", "Любимец прессы", "Media-Friendly", 3,
       "Получайте 1 ПО за каждую купленную карту.",
       "Gain 1 VP whenever you buy a card."),
    _k("eater_of_the_dead", "Пожиратель мёртвых", "Eater of the Dead", 4,
       "Получайте 3 ПО, когда здоровье любого монстра падает до нуля.",
       "Gain 3 VP whenever a monster reaches 0 hearts."),
    _k("energy_hoarder", "Скопидом", "Energy Hoarder", 3,
       "В конце хода получайте 1 ПО за каждые 6 энергии в запасе.",
       "At the end of your turn gain 1 VP per 6 energy you hold."),
    _k("even_bigger", "Ещё больше!", "Even Bigger", 4,
       "Максимум здоровья 12. Купив, получите 2 здоровья.",
       "Your maximum is 12 hearts. Gain 2 hearts when you buy it."),
    _k("extra_head", "Лишняя голова", "Extra Head", 7,
       "Бросайте на один кубик больше.",
       "You roll one extra die.", copies=2),
    _k("fire_breathing", "Огнедышащий", "Fire Breathing", 4,
       "Если в броске есть удары, ваши соседи теряют ещё по 1 здоровью.",
       "When you roll Smash, your neighbours lose 1 extra heart each."),
    _k("freeze_time", "Остановка времени", "Freeze Time", 5,
       "Выбросив три «1», сходите ещё раз с кубиком меньше.",
       "On three 1s, take another turn with one die fewer."),
    _k("friend_of_children", "Друг детей", "Friend of Children", 3,
       "Получая энергию, получайте на 1 больше.",
       "When you gain energy, gain 1 more."),
    _k("giant_brain", "Гигантский мозг", "Giant Brain", 5,
       "У вас есть дополнительный переброс каждый ход.",
       "You have one extra reroll each turn."),
    _k("gourmet", "Гурман", "Gourmet", 4,
       "Выбросив три «1», получите ещё 2 ПО.",
       "When you score 1-1-1, gain 2 extra VP."),
    _k("healing_ray", "Целебный луч", "Healing Ray", 4,
       "Можете отдавать сердца с кубиков другим монстрам; "
       "каждый платит вам по 2 энергии за сердце.",
       "You may give your Heart dice to other monsters; each pays you 2 energy per heart."),
    _k("herbivore", "Травоядный", "Herbivore", 5,
       "Получите 1 ПО в конце хода, если никто не потерял из-за вас здоровье.",
       "Gain 1 VP at the end of your turn if you made no monster lose hearts."),
    _k("herd_culler", "Загонщик", "Herd Culler", 3,
       "Раз в ход после последнего броска можете превратить один кубик в «1».",
       "Once per turn, after your last roll, you may change one die to a 1."),
    _k("it_has_a_child", "Детёныш!", "It Has a Child!", 7,
       "Упав до нуля, сбросьте все карты и ПО, восстановите 10 здоровья и покиньте Токио.",
       "At 0 hearts discard all cards and VP, heal to 10 and leave Tokyo."),
    _k("jets", "Реактивные двигатели", "Jets", 5,
       "Уступая Токио, не теряете здоровье от этой атаки.",
       "You lose no hearts from the attack when you yield Tokyo."),
    _k("made_in_a_lab", "Выведен в лаборатории", "Made in a Lab", 2,
       "Покупая карты, можете купить и верхнюю карту колоды (она открывается всем).",
       "When buying, you may also buy the top card of the deck (it is shown to all)."),
    _k("metamorph", "Метаморф", "Metamorph", 3,
       "В конце хода можете сбросить свои постоянные карты за энергию по их цене.",
       "At the end of your turn you may discard your keep cards for their cost in energy."),
    _k("mimic", "Подражатель", "Mimic", 8,
       "Выберите постоянную карту любого монстра: Подражатель действует как её копия. "
       "Перенос — 1 энергия в фазе покупки.",
       "Choose a keep card of any monster: Mimic works as a copy of it. "
       "Moving it costs 1 energy in your buy step."),
    _k("battery_monster", "Монстр-батарейка", "Battery Monster", 3,
       "Купив, положите на карту 6 энергии. В начале хода берите с неё по 2.",
       "When bought, put 6 energy on it. Take 2 of them at the start of each turn."),
    _k("nova_breath", "Дыхание сверхновой", "Nova Breath", 7,
       "Ваши удары бьют всех остальных монстров.",
       "Your Smashes hit all other monsters."),
    _k("detritivore", "Детритофаг", "Detritivore", 4,
       "Если в броске есть 1, 2 и 3, получите ещё 2 ПО.",
       "If your roll has 1, 2 and 3, gain 2 more VP."),
    _k("opportunist", "Приспособленец", "Opportunist", 3,
       "Новую карту на рынке можете купить сразу, даже в чужой ход.",
       "You may buy a newly revealed card at once, even on another's turn."),
    _k("parasitic_tentacles", "Щупальца-паразиты", "Parasitic Tentacles", 4,
       "Можете покупать постоянные карты других монстров, платя энергию им.",
       "You may buy other monsters' keep cards, paying the energy to them."),
    _k("plot_twist", "Поворот сюжета", "Plot Twist", 3,
       "После последнего броска поверните один кубик любой гранью и сбросьте карту.",
       "After your last roll, turn one die to any face, then discard this card."),
    _k("poison_quills", "Ядовитые иглы", "Poison Quills", 3,
       "Выбросив три «2», добавьте 2 удара.",
       "On three 2s, add 2 Smash."),
    _k("poison_spit", "Ядовитый плевок", "Poison Spit", 4,
       "Раненные вашими ударами получают жетон яда: в конце своего хода они теряют по 1 за жетон.",
       "Monsters hurt by your Smash get a Poison token: 1 heart lost per token at the end of "
       "their turn."),
    _k("psychic_probe", "Телепат", "Psychic Probe", 3,
       "После последнего броска другого монстра можете перебросить один его кубик. "
       "Выпало сердце — сбросьте карту.",
       "After another monster's last roll you may reroll one of its dice. "
       "On a Heart discard this card."),
    _k("rapid_healing", "Быстрое заживление", "Rapid Healing", 3,
       "2 энергии: +1 здоровье (в свой ход; перед смертельной потерей — само).",
       "2 energy: +1 heart (on your turn; before a lethal loss it happens by itself)."),
    _k("regeneration", "Регенерация", "Regeneration", 4,
       "Восстанавливая здоровье, получайте на 1 больше.",
       "When you heal, heal 1 more."),
    _k("rooting_for_the_underdog", "Болеем за слабого", "Rooting for the Underdog", 3,
       "В конце хода, если у вас одного меньше всех ПО, получите 1 ПО.",
       "At the end of your turn, if you alone have the fewest VP, gain 1 VP."),
    _k("shrink_ray", "Уменьшающий луч", "Shrink Ray", 6,
       "Раненные вашими ударами получают жетон уменьшения: минус кубик за жетон.",
       "Monsters hurt by your Smash get a Shrink token: one die fewer per token."),
    _k("smoke_cloud", "Дымовая завеса", "Smoke Cloud", 4,
       "3 жетона дыма: каждый даёт лишний переброс.",
       "3 Smoke tokens: each gives an extra reroll."),
    _k("solar_powered", "Солнечная батарея", "Solar Powered", 2,
       "В конце хода без энергии получите 1 энергию.",
       "At the end of your turn with no energy, gain 1 energy."),
    _k("spiked_tail", "Шипастый хвост", "Spiked Tail", 5,
       "Если выпал хотя бы один удар, добавьте ещё один.",
       "If you rolled at least one Smash, add one more."),
    _k("stretchy", "Резиновый", "Stretchy", 3,
       "После последнего броска за 2 энергии поверните кубик любой гранью.",
       "After your last roll, pay 2 energy to turn a die to any face."),
    _k("energy_drink", "Энергетик", "Energy Drink", 4,
       "1 энергия: лишний переброс.",
       "1 energy: an extra reroll."),
    _k("urbavore", "Градоед", "Urbavore", 4,
       "Начиная ход в Токио, получите ещё 1 ПО. В Токио добавляйте 1 удар к выпавшим.",
       "Gain 1 extra VP when you start your turn in Tokyo. In Tokyo add 1 Smash to rolled ones."),
    _k("we_re_only_making_it_stronger", "Что нас не убивает…", "We're Only Making It Stronger!",
       3,
       "Теряя 2 здоровья и больше сразу, получите 1 энергию.",
       "When you lose 2 or more hearts at once, gain 1 energy."),
    _k("wings", "Крылья", "Wings", 6,
       "2 энергии: до конца хода вы не теряете здоровье (само, перед смертельной потерей).",
       "2 energy: lose no hearts for the rest of the turn (by itself, before a lethal loss)."),
    _d("apartment_building", "Жилой дом", "Apartment Building", 5, "+3 ПО.", "+3 VP."),
    _d("commuter_train", "Электричка", "Commuter Train", 4, "+2 ПО.", "+2 VP."),
    _d("corner_store", "Магазинчик на углу", "Corner Store", 3, "+1 ПО.", "+1 VP."),
    _d("death_from_above", "Удар с небес", "Death From Above", 5,
       "+2 ПО, и вы один занимаете Токио-Сити.",
       "+2 VP, and you take Tokyo City alone."),
    _d("energize", "Подзарядка", "Energize", 8, "+9 энергии.", "+9 energy."),
    _d("evacuation_orders", "Приказ об эвакуации", "Evacuation Orders", 7,
       "Все остальные монстры теряют по 5 ПО.",
       "All other monsters lose 5 VP.", copies=2),
    _d("flame_thrower", "Огнемёт", "Flame Thrower", 3,
       "Все остальные монстры теряют по 2 здоровья.",
       "All other monsters lose 2 hearts."),
    _d("frenzy", "Бешенство", "Frenzy", 7,
       "Сразу после этого хода сходите ещё раз.",
       "Take another turn right after this one."),
    _d("gas_refinery", "Газовый завод", "Gas Refinery", 6,
       "+2 ПО, все остальные теряют по 3 здоровья.",
       "+2 VP, and all other monsters lose 3 hearts."),
    _d("heal", "Лечение", "Heal", 3, "+2 здоровья.", "+2 hearts."),
    _d("high_altitude_bombing", "Ковровая бомбардировка", "High Altitude Bombing", 4,
       "Все монстры, и вы тоже, теряют по 3 здоровья.",
       "All monsters, you included, lose 3 hearts."),
    _d("jet_fighters", "Истребители", "Jet Fighters", 5,
       "+5 ПО, вы теряете 4 здоровья.", "+5 VP, and you lose 4 hearts."),
    _d("national_guard", "Национальная гвардия", "National Guard", 3,
       "+2 ПО, вы теряете 2 здоровья.", "+2 VP, and you lose 2 hearts."),
    _d("nuclear_power_plant", "Атомная станция", "Nuclear Power Plant", 6,
       "+2 ПО и +3 здоровья.", "+2 VP and +3 hearts."),
    _d("skyscraper", "Небоскрёб", "Skyscraper", 6, "+4 ПО.", "+4 VP."),
    _d("tank", "Танк", "Tank", 4, "+4 ПО, вы теряете 3 здоровья.", "+4 VP, and you lose 3 hearts."),
    _d("vast_storm", "Великая буря", "Vast Storm", 6,
       "+2 ПО. Остальные теряют по 1 энергии за каждые 2.",
       "+2 VP. Others lose 1 energy for every 2 they hold."),
)

CARDS: dict[str, Card] = {card.key: card for card in CARD_LIST}

# The 2011 edition's names where they differ (option "card texts").
OLD_NAMES: dict[str, Text] = {
    "alien_origin": Text("Инопланетный обмен веществ", "Alien Metabolism"),
    "media_friendly": Text("Своя съёмочная группа", "Dedicated News Team"),
    "battery_monster": Text("Монстр-аккумулятор", "Monster Batteries"),
    "detritivore": Text("Всеядный", "Omnivore"),
    "energy_drink": Text("Телепат", "Telepath"),
    "flame_thrower": Text("Огненный шквал", "Fire Blast"),
    "tank": Text("Танки", "Tanks"),
}

OLD_TEXTS: dict[str, Text] = {
    "battery_monster": Text(
        "Купив, положите на карту всю свою энергию, банк добавит столько же. "
        "В начале хода берите с неё по 2.",
        "When bought, put all your energy on it and the bank adds as much. "
        "Take 2 of them at the start of each turn.",
    ),
    "fire_breathing": Text(
        "Когда ваши удары ранят кого-то, ваши соседи теряют ещё по 1 здоровью.",
        "When your Smash hurts someone, your neighbours lose 1 extra heart each.",
    ),
}


def deck_keys() -> list[str]:
    """Every card of the deck by key, copies repeated: 66 in all."""
    return [card.key for card in CARD_LIST for _ in range(card.copies)]


def printed_cost(key: str, edition: str) -> int:
    if key == "battery_monster" and edition == "2011":
        return 2
    return CARDS[key].cost


def card_name(key: str, edition: str) -> Text:
    if edition == "2011" and key in OLD_NAMES:
        return OLD_NAMES[key]
    return CARDS[key].name


def card_text(key: str, edition: str) -> Text:
    if edition == "2011" and key in OLD_TEXTS:
        return OLD_TEXTS[key]
    return CARDS[key].text
