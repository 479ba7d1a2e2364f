<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Combat Commander</source>
        <translation>О программе Combat Commander</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Combat Commander&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Combat Commander&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Версия {version}</translation>
    </message>
    <message>
        <source>Version unknown</source>
        <translation>Версия неизвестна</translation>
    </message>
    <message>
        <source>An unofficial, fan-made digital edition of a tactical card-driven wargame, with a scenario designer. The game&apos;s rules and the name Combat Commander belong to their owners; this program is not endorsed by them.</source>
        <translation>Неофициальное любительское цифровое издание тактической военной игры, основанной на розыгрыше карточек, с редактором сценариев. Правила игры и название Combat Commander принадлежат их владельцам; эта программа ими не одобрена.</translation>
    </message>
    <message>
        <source>Built with the following software:</source>
        <translation>Создано с использованием следующих программ:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Компонент</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Лицензия</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Cannot open {name}:

{error}</source>
        <translation>Не удаётся открыть {name}:

{error}</translation>
    </message>
    <message>
        <source>Resume the game of {scenario} you were playing?</source>
        <translation>Продолжить начатую игру по сценарию «{scenario}»?</translation>
    </message>
    <message>
        <source>The game autosaved last time cannot be opened:

{error}

The file is kept as {file}. A new game begins.</source>
        <translation>Игру, автоматически сохранённую в прошлый раз, нельзя открыть:

{error}

Файл сохранён как {file}. Начинается новая игра.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Hindrance {hindrance}</source>
        <extracomment>Line colour per verdict: green clear, amber hindered, red blocked. The verdict written at the end of the LOS string on the map (Line of Sight [10]).</extracomment>
        <translation>Помеха {hindrance}</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Чистая</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Заблокирована</translation>
    </message>
    <message>
        <source>{a} → {b}: {explanation}</source>
        <translation>{a} → {b}: {explanation}</translation>
    </message>
    <message>
        <source>Objective {number} [7.3]</source>
        <extracomment>Above every counter, even spread stacks (80 and up), so an Objective&apos;s badge stays in view. Terrain whose art a printed map&apos;s outlines trace: on such a map these hexes get no generated shapes, the outline paths show them instead. False on a map with outlines: the :class:`OutlineArtItem` beneath shows the ground and its hill levels, the hex only adds what the outlines do not trace. The first hex id of the multi-hex building or wood this hex belongs to; all its hexes share a roof colour.</extracomment>
        <translation>Цель {number} [7.3]</translation>
    </message>
    <message>
        <source>Objective {number}: controlled by the {holder} [7.3]</source>
        <translation>Цель {number}: под контролем — {holder} [7.3]</translation>
    </message>
    <message>
        <source>Objective {number}: nobody&apos;s [7.3]</source>
        <translation>Цель {number}: ничья [7.3]</translation>
    </message>
    <message>
        <source>{number}: {vp} VP +{secret}</source>
        <extracomment>Tile side in hexes (circumradius units). A press and release further apart than this (in screen pixels) is a drag, not a click. Outline every multi-hex building (the designer); otherwise only those that hold an Objective, which is then the whole building [7.3.1.1]. The least room (KB) for the items&apos; device caches, kept in :class:`QPixmapCache`: Qt&apos;s 10 MB default holds less than one zoomed-in screen of hexes and art tiles, so each repaint would evict and redraw them all. The tiles of the traced art of a printed map (none for a map without outlines). The tooltips of the counters and markers in each hex, top of the stack first. The frames of the counters selected on the board, and their unit ids. Unit ids of each hex&apos;s stack as drawn, bottom first. True: stacks are shown side by side; False: cascaded inside their hex. Each Objective&apos;s VP and holder, drawn above the counters [7.3]. When True a left-button drag draws a LOS string instead of panning the board. The badge above an Objective: its number and the VP its holder gets from the open chits; &quot;+N&quot; adds the VP of the viewer&apos;s own secret chits.</extracomment>
        <translation>{number}: {vp} ПО +{secret}</translation>
    </message>
    <message>
        <source>{number}: {vp} VP</source>
        <translation>{number}: {vp} ПО</translation>
    </message>
    <message>
        <source>Smoke {value}: Hindrance into, out of and through [T94, 10.3.4]</source>
        <translation>Дым {value}: Помеха в, из и через гексагон [T94, 10.3.4]</translation>
    </message>
    <message>
        <source>Blaze: impassable, blocks LOS at all levels [T79, 10.2.1]</source>
        <translation>Пламя: непроходимо, блокирует ЛВ на всех уровнях [T79, 10.2.1]</translation>
    </message>
    <message>
        <source>Spotting Round of a Fire For Effect [O18.2.1]</source>
        <translation>Пристрелочный выстрел действенного огня [O18.2.1]</translation>
    </message>
    <message>
        <source>In the Impact area of the Fire For Effect [O18.2.3]</source>
        <translation>В зоне Воздействия действенного огня [O18.2.3]</translation>
    </message>
    <message>
        <source>{fortification} [F100]</source>
        <translation>{fortification} [F100]</translation>
    </message>
    <message>
        <source>FP {fp}</source>
        <extracomment>The badge on the target hex of a fire: the FP of the shot, or &quot;target&quot; before it is known.</extracomment>
        <translation>ОМ {fp}</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>FP {fp} → {then}</source>
        <translation>ОМ {fp} → {then}</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;По размеру окна</translation>
    </message>
    <message>
        <source>&amp;Line of sight tool</source>
        <translation>Проверка &amp;линии видимости</translation>
    </message>
    <message>
        <source>&amp;Clear line of sight</source>
        <translation>&amp;Очистить линию видимости</translation>
    </message>
    <message>
        <source>Light palette</source>
        <translation>Светлая палитра</translation>
    </message>
    <message>
        <source>Dark palette</source>
        <translation>Тёмная палитра</translation>
    </message>
    <message>
        <source>Drag from hex to hex to check line of sight (a right-button drag always does) [10.1]</source>
        <translation>Протяните от гексагона к гексагону, чтобы проверить линию видимости (протягивание правой кнопкой мыши работает всегда) [10.1]</translation>
    </message>
</context>
<context>
    <name>CardTile</name>
    <message>
        <source> (Order/Action)</source>
        <translation> (Приказ/Акция)</translation>
    </message>
    <message>
        <source>Action: {action}</source>
        <translation>Акция: {action}</translation>
    </message>
    <message>
        <source>Event: {event}</source>
        <translation>Событие: {event}</translation>
    </message>
    <message>
        <source>Dice {white}•{colored}</source>
        <translation>Кубики {white}•{colored}</translation>
    </message>
    <message>
        <source>Hex {hex}</source>
        <translation>Гексагон {hex}</translation>
    </message>
    <message>
        <source>Click to pick this play in the Decision list</source>
        <translation>Щёлкните, чтобы выбрать этот ход в списке «Решение»</translation>
    </message>
    <message>
        <source>Click to see why this card cannot be played now</source>
        <translation>Щёлкните, чтобы узнать, почему эту карту сейчас нельзя сыграть</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Accept the roll</source>
        <extracomment>Labels of the choices that take no argument (translated when shown).</extracomment>
        <translation>Принять бросок</translation>
    </message>
    <message>
        <source>Re-roll (play the Initiative card) [9.1]</source>
        <translation>Перебросить (сыграть карточку Инициативы) [9.1]</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>End the Turn</source>
        <translation>Закончить Ход</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>Нет цели</translation>
    </message>
    <message>
        <source>Stop moving</source>
        <translation>Остановить движение</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Fire!</source>
        <translation>Огонь!</translation>
    </message>
    <message>
        <source>Shoot at this hex</source>
        <translation>Стрелять по этому гексагону</translation>
    </message>
    <message>
        <source> (Order/Action Fire)</source>
        <translation> (Приказ/Акция «Огонь»)</translation>
    </message>
    <message>
        <source>#{number} {order}{fire} — Action: {action} — Event: {event}</source>
        <translation>#{number} {order}{fire} — Акция: {action} — Событие: {event}</translation>
    </message>
    <message>
        <source>dice {white}•{colored}{trigger} — random hex {hex}</source>
        <translation>кубики {white}•{colored}{trigger} — случайный гексагон {hex}</translation>
    </message>
    <message>
        <source>in {hex}</source>
        <translation>в {hex}</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <source>{unit} ({kind}, broken)</source>
        <extracomment>Counter colours by nation (close to the colours of their Fate decks [1]). A counter&apos;s tooltip on the map: {kind} is Squad, Team or Leader; broken and unbroken tell which side of the counter is face up [3.2.1].</extracomment>
        <translation>{unit} ({kind}, дезорганизованная сторона)</translation>
    </message>
    <message>
        <source>{unit} ({kind}, unbroken)</source>
        <translation>{unit} ({kind}, организованная сторона)</translation>
    </message>
    <message>
        <source>FP {fp}  Range {range}  Movement {movement}  Morale {morale}</source>
        <translation>ОМ {fp}  Дальность {range}  Движение {movement}  Мораль {morale}</translation>
    </message>
    <message>
        <source>FP {fp}  Range {range}  Movement {movement}  Morale {morale}  Command {command}</source>
        <translation>ОМ {fp}  Дальность {range}  Движение {movement}  Мораль {morale}  Командование {command}</translation>
    </message>
    <message>
        <source>Suppressed: -1 FP, Range, Movement, Morale; no Weapon fire [13.2]</source>
        <translation>Подавление: -1 к ОМ, Дальности, Движению, Морали; Вооружение не стреляет [13.2]</translation>
    </message>
    <message>
        <source>Veteran: +1 FP, Range, Movement, Morale [E44.1]</source>
        <translation>Ветеран: +1 к ОМ, Дальности, Движению, Морали [E44.1]</translation>
    </message>
    <message>
        <source>Carries {weapon} (broken)</source>
        <translation>Вооружение: {weapon} (неисправно)</translation>
    </message>
    <message>
        <source>Carries {weapon}</source>
        <translation>Вооружение: {weapon}</translation>
    </message>
    <message>
        <source>Activated this Turn [O14.1]</source>
        <translation>Активизирована в этом Ходу [O14.1]</translation>
    </message>
    <message>
        <source>S</source>
        <comment>Suppressed marker, one letter</comment>
        <translation>П</translation>
    </message>
    <message>
        <source>V</source>
        <comment>Veteran marker, one letter</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>Fx</source>
        <comment>Foxholes marker, two letters</comment>
        <translation>Яч</translation>
    </message>
    <message>
        <source>Tr</source>
        <comment>Trench marker, two letters</comment>
        <translation>Тр</translation>
    </message>
    <message>
        <source>Bk</source>
        <comment>Bunker marker, two letters</comment>
        <translation>Бк</translation>
    </message>
    <message>
        <source>Pb</source>
        <comment>Pillbox marker, two letters</comment>
        <translation>ДОС</translation>
    </message>
    <message>
        <source>M</source>
        <comment>Mines marker, one letter</comment>
        <translation>М</translation>
    </message>
    <message>
        <source>W</source>
        <comment>Wire marker, one letter</comment>
        <translation>Пр</translation>
    </message>
</context>
<context>
    <name>Decisions</name>
    <message>
        <source>set up</source>
        <extracomment>Each decision kind&apos;s name (translated when shown); a kind not listed is &quot;a decision&quot;.</extracomment>
        <translation>расстановка</translation>
    </message>
    <message>
        <source>hand out a Weapon</source>
        <translation>выдать оружие</translation>
    </message>
    <message>
        <source>place a Fortification</source>
        <translation>разместить укрепление</translation>
    </message>
    <message>
        <source>play an Order or pass</source>
        <translation>сыграть приказ или пас</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>сброс карт</translation>
    </message>
    <message>
        <source>activate units</source>
        <translation>активация отрядов</translation>
    </message>
    <message>
        <source>move</source>
        <translation>движение</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>продвижение</translation>
    </message>
    <message>
        <source>pick a target</source>
        <translation>выбор цели</translation>
    </message>
    <message>
        <source>form a fire group</source>
        <translation>огневая группа</translation>
    </message>
    <message>
        <source>Op Fire chance</source>
        <translation>возможность встречного огня</translation>
    </message>
    <message>
        <source>Action chance</source>
        <translation>возможность действия</translation>
    </message>
    <message>
        <source>Light Wounds chance</source>
        <translation>возможность «Лёгких ранений»</translation>
    </message>
    <message>
        <source>re-roll?</source>
        <translation>переброс?</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Снайпер</translation>
    </message>
    <message>
        <source>order of Defense rolls</source>
        <translation>порядок бросков защиты</translation>
    </message>
    <message>
        <source>order of Rally Rolls</source>
        <translation>порядок бросков сбора</translation>
    </message>
    <message>
        <source>order of Rout Rolls</source>
        <translation>порядок бросков бегства</translation>
    </message>
    <message>
        <source>whom the Rout activates</source>
        <translation>кого активирует «Бегство»</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Отступление</translation>
    </message>
    <message>
        <source>order of Melees</source>
        <translation>порядок рукопашных</translation>
    </message>
    <message>
        <source>overstacked hex</source>
        <translation>переполненный гекс</translation>
    </message>
    <message>
        <source>a decision</source>
        <translation>решение</translation>
    </message>
    <message>
        <source>play another Order or end the Turn</source>
        <extracomment>A Turn after its first Order, and one whose every Order is given (public counts [5]).</extracomment>
        <translation>сыграть ещё один приказ или закончить Ход</translation>
    </message>
    <message>
        <source>end the Turn</source>
        <translation>закончить Ход</translation>
    </message>
    <message>
        <source>{decision} at {hex}</source>
        <translation>{decision} в {hex}</translation>
    </message>
</context>
<context>
    <name>Designer</name>
    <message>
        <source>Cannot load the game&apos;s content:

{error}</source>
        <translation>Не удаётся загрузить содержимое игры:

{error}</translation>
    </message>
</context>
<context>
    <name>DesignerNames</name>
    <message>
        <source>Clear</source>
        <extracomment>Qt&apos;s marker of a text for ``pyside6-lupdate`` (it returns the text as it is), typed. The designer says &quot;Clear&quot; where the game says &quot;Clear hexside&quot;: the combo is of hexsides.</extracomment>
        <translation>Открытая</translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>A side&apos;s friendly map edge.</extracomment>
        <translation>Верх</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Справа</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Низ</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Слева</translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>The kinds of piece of an order of battle.</extracomment>
        <translation>Часть</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Вооружение</translation>
    </message>
    <message>
        <source>Radio</source>
        <translation>Радио</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Укрепление</translation>
    </message>
</context>
<context>
    <name>DesignerTools</name>
    <message>
        <source>Pan</source>
        <extracomment>The colour each side&apos;s setup zone is drawn and summed up in. The file in the user&apos;s data folder where a game played from the designer is autosaved. The file in the user&apos;s data folder where a playtest from the designer is autosaved (each playtest is a new game: the one before is kept among the old autosaves). The folder of the user&apos;s data where a playtest&apos;s draft (scenario and map) is written. The window&apos;s title in English (``cc-designer`` uses it before any window is open). The board tools: id, button text, tooltip (English, translated where shown in the ``DesignerTools`` context).</extracomment>
        <translation>Прокрутка</translation>
    </message>
    <message>
        <source>Drag to move the board; right-drag shows line of sight</source>
        <translation>Протяните, чтобы сдвинуть поле; протягивание правой кнопкой показывает линию видимости</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Paint the chosen terrain: click or drag across hexes</source>
        <translation>Рисовать выбранную местность: щёлкните по гексагонам или протяните по ним</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Заливка</translation>
    </message>
    <message>
        <source>Give the chosen terrain to the clicked hex and every joined hex like it</source>
        <translation>Задать выбранную местность гексагону, по которому вы щёлкнули, и всем связанным с ним таким же гексагонам</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Высота</translation>
    </message>
    <message>
        <source>Set the hill level of the hexes you click or drag over [T88]</source>
        <translation>Задать уровень холма гексагонов, по которым вы щёлкаете или протягиваете [T88]</translation>
    </message>
    <message>
        <source>Road/Trail/Rail</source>
        <translation>Дорога/Тропа/Ж. д.</translation>
    </message>
    <message>
        <source>Draw the chosen feature across hexes (Shift or Erase removes it) [T92, T93, T96]</source>
        <translation>Провести выбранную деталь местности через гексагоны (Shift или «Стереть» удаляет её) [T92, T93, T96]</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Сторона гексагона</translation>
    </message>
    <message>
        <source>Click near a hexside to draw the chosen feature on it (or clear it)</source>
        <translation>Щёлкните рядом со стороной гексагона, чтобы нанести на неё выбранную деталь (или очистить её)</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Click a hex to put the chosen Objective there; click it again to clear it [2.3]</source>
        <translation>Щёлкните по гексагону, чтобы поместить туда выбранную Цель; щёлкните снова, чтобы убрать её [2.3]</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Строения</translation>
    </message>
    <message>
        <source>Drag across Building hexes to make them one building; click a hex (or Shift / Erase) to take it out of its building [7.3.1.1]</source>
        <translation>Протяните по гексам Строения, чтобы сделать из них одно строение; щелчок по гексу (или Shift / Стереть) выводит его из строения [7.3.1.1]</translation>
    </message>
    <message>
        <source>Place pieces</source>
        <translation>Расставить фишки</translation>
    </message>
    <message>
        <source>Click hexes to place the pieces of the selected order-of-battle row of the chosen side</source>
        <translation>Щёлкайте по гексагонам, чтобы расставить фишки выбранной строки Боевого расписания выбранной стороны</translation>
    </message>
    <message>
        <source>Setup hexes</source>
        <translation>Гексагоны расстановки</translation>
    </message>
    <message>
        <source>Click hexes to add them to (or take them from) a side&apos;s setup zone</source>
        <translation>Щёлкайте по гексагонам, чтобы добавить их в зону расстановки стороны (или убрать из неё)</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Выделение</translation>
    </message>
    <message>
        <source>Drag to select a rectangle of hexes (Ctrl: add the hexes brushed over) to copy, paste or move with the Map menu</source>
        <translation>Протяните, чтобы выделить прямоугольник гексов (с Ctrl — добавить гексы, по которым провели кистью), и копируйте, вставляйте или перемещайте их через меню «Карта»</translation>
    </message>
    <message>
        <source>Outlines</source>
        <translation>Контуры</translation>
    </message>
    <message>
        <source>Show the traced outlines of the map&apos;s art: click one to select it (Delete removes it), drag its vertices to move them, double-click a vertex to remove it or an edge to add one [10.1]</source>
        <translation>Показать обведённые контуры рисунка карты: щёлкните по контуру, чтобы выбрать его (Delete удаляет), перетаскивайте его вершины, чтобы сдвинуть их, двойной щелчок по вершине удаляет её, по ребру — добавляет новую [10.1]</translation>
    </message>
</context>
<context>
    <name>DesignerWindow</name>
    <message>
        <source>(nothing)</source>
        <extracomment>The hex last clicked with the Outlines tool (Regenerate hex when the mouse is off the board). Each form label and the function giving its text (see :meth:`retranslate`).</extracomment>
        <translation>(ничего)</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Brush size</source>
        <translation>Размер кисти</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Деталь</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Сторона гексагона</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Nobody</source>
        <extracomment>Each side&apos;s setup zone summed up: its room against its pieces (see _show_zones).</extracomment>
        <translation>Никто</translation>
    </message>
    <message>
        <source>Objective {number} held by</source>
        <translation>Кто удерживает Цель {number}</translation>
    </message>
    <message>
        <source>Objective {number} control</source>
        <translation>Контроль Цели {number}</translation>
    </message>
    <message>
        <source>Id (file name)</source>
        <translation>Идентификатор (имя файла)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Идентификатор</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Scenario number (0: none)</source>
        <translation>Номер сценария (0: нет)</translation>
    </message>
    <message>
        <source>Scenario number</source>
        <translation>Номер сценария</translation>
    </message>
    <message>
        <source>Date (YYYY-MM-DD)</source>
        <translation>Дата (ГГГГ-ММ-ДД)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Год</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Initiative at start</source>
        <translation>Инициатива в начале</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Инициатива</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>Первый Ход</translation>
    </message>
    <message>
        <source>Sets up first</source>
        <translation>Первой расставляется</translation>
    </message>
    <message>
        <source>Both at once</source>
        <translation>Обе одновременно</translation>
    </message>
    <message>
        <source>Time start</source>
        <translation>Начальная ячейка Времени</translation>
    </message>
    <message>
        <source>Sudden Death space</source>
        <translation>Ячейка Внезапного окончания</translation>
    </message>
    <message>
        <source>Sudden Death</source>
        <translation>Внезапное окончание</translation>
    </message>
    <message>
        <source>Starting VP lead</source>
        <translation>Начальное преимущество в ПО</translation>
    </message>
    <message>
        <source>Starting VP side</source>
        <translation>Сторона с начальными ПО</translation>
    </message>
    <message>
        <source>Starting VP</source>
        <translation>Начальные ПО</translation>
    </message>
    <message>
        <source>Mine strength</source>
        <translation>Сила мин</translation>
    </message>
    <message>
        <source>Open Objective chits</source>
        <translation>Открытые фишки Целей</translation>
    </message>
    <message>
        <source>Open chits</source>
        <translation>Открытые фишки</translation>
    </message>
    <message>
        <source>Chits not used</source>
        <translation>Неиспользуемые фишки</translation>
    </message>
    <message>
        <source>Excluded chits</source>
        <translation>Исключённые фишки</translation>
    </message>
    <message>
        <source>Random open chits</source>
        <translation>Случайные открытые фишки</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Особые правила</translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation>Вводная</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Recent files</source>
        <translation>&amp;Последние файлы</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>O&amp;utlines</source>
        <translation>&amp;Контуры</translation>
    </message>
    <message>
        <source>Dra&amp;w a new outline</source>
        <translation>&amp;Нарисовать новый контур</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>&amp;New scenario…</source>
        <translation>&amp;Новый сценарий…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Save as &amp;draft</source>
        <translation>Сохранить как &amp;черновик</translation>
    </message>
    <message>
        <source>&amp;Play this scenario</source>
        <translation>&amp;Играть в этот сценарий</translation>
    </message>
    <message>
        <source>Play&amp;test against the computer…</source>
        <translation>&amp;Тестовая игра против компьютера…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <source>&amp;Delete the selected outline</source>
        <translation>&amp;Удалить выбранный контур</translation>
    </message>
    <message>
        <source>&amp;Regenerate the outlines of the hex under the mouse</source>
        <translation>&amp;Перерисовать контуры гексагона под указателем</translation>
    </message>
    <message>
        <source>&amp;Generate outlines from the terrain</source>
        <translation>&amp;Создать контуры по местности</translation>
    </message>
    <message>
        <source>&amp;Woods</source>
        <translation>&amp;Лес</translation>
    </message>
    <message>
        <source>Building &amp;roofs</source>
        <translation>&amp;Крыши строений</translation>
    </message>
    <message>
        <source>&amp;Brush</source>
        <translation>К&amp;устарник</translation>
    </message>
    <message>
        <source>&amp;Field</source>
        <translation>&amp;Поле</translation>
    </message>
    <message>
        <source>&amp;Marsh</source>
        <translation>&amp;Болото</translation>
    </message>
    <message>
        <source>&amp;Orchard trees</source>
        <translation>&amp;Деревья сада</translation>
    </message>
    <message>
        <source>Hill level &amp;{level}</source>
        <translation>Уровень холма &amp;{level}</translation>
    </message>
    <message>
        <source>1: one hex; 2: with its neighbours; 3: two rings (Terrain, Elevation, Select)</source>
        <translation>1: один гекс; 2: с соседями; 3: два кольца (Местность, Высота, Выделение)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Стереть</translation>
    </message>
    <message>
        <source>Axis forces</source>
        <translation>Силы Оси</translation>
    </message>
    <message>
        <source>Allied forces</source>
        <translation>Силы Союзников</translation>
    </message>
    <message>
        <source>Every problem at once; click one to go to its hex or field</source>
        <translation>Все проблемы сразу; щёлкните по проблеме, чтобы перейти к её гексагону или полю</translation>
    </message>
    <message>
        <source>&amp;Undo {edit}</source>
        <translation>&amp;Отменить: {edit}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo {edit}</source>
        <translation>&amp;Повторить: {edit}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Problems ({count})</source>
        <translation>Проблемы ({count})</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>Time {spaces}</source>
        <translation>Время {spaces}</translation>
    </message>
    <message>
        <source>Allied zone</source>
        <translation>Зона — Союзники</translation>
    </message>
    <message>
        <source>Axis zone</source>
        <translation>Зона — Ось</translation>
    </message>
    <message>
        <source>{zone}: a hex id is wrong</source>
        <translation>{zone}: неверный номер гекса</translation>
    </message>
    <message>
        <source>1 hex</source>
        <translation>гексов: 1</translation>
    </message>
    <message>
        <source>{count} hexes</source>
        <translation>гексов: {count}</translation>
    </message>
    <message>
        <source>1 piece</source>
        <translation>фишек: 1</translation>
    </message>
    <message>
        <source>{count} pieces</source>
        <translation>фишек: {count}</translation>
    </message>
    <message>
        <source>{zone}: {hexes} for {pieces}</source>
        <translation>{zone}: {hexes}; {pieces}</translation>
    </message>
    <message>
        <source>no hex can take a unit [T98]</source>
        <translation>ни один гекс не вмещает подразделение [T98]</translation>
    </message>
    <message>
        <source>too small: needs {needed} hexes [8.2]</source>
        <translation>мала: нужно гексов — {needed} [8.2]</translation>
    </message>
    <message>
        <source>room for {hexes} of {count} Fortifications [F100.3]</source>
        <translation>места для укреплений: {hexes} из {count} [F100.3]</translation>
    </message>
    <message>
        <source>Combat Commander Designer</source>
        <translation>Редактор Combat Commander</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>не сохранён</translation>
    </message>
    <message>
        <source> (draft)</source>
        <translation> (черновик)</translation>
    </message>
    <message>
        <source>{designer} — {scenario} [{file}]{draft}{dirty}</source>
        <translation>{designer} — {scenario} [{file}]{draft}{dirty}</translation>
    </message>
    <message>
        <source>{edit}: not done: {problem}</source>
        <translation>{edit}: не выполнено: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n hexes</source>
        <translation>
            <numerusform>%n гексагоне</numerusform>
            <numerusform>%n гексагонах</numerusform>
            <numerusform>%n гексагонах</numerusform>
        </translation>
    </message>
    <message>
        <source>Paint {terrain} in {where}</source>
        <translation>Местность «{terrain}» в {where}</translation>
    </message>
    <message>
        <source>Fill from {hex} with {terrain}</source>
        <translation>Заливка от {hex}: «{terrain}»</translation>
    </message>
    <message>
        <source>Level {level} in {where}</source>
        <translation>Уровень {level} в {where}</translation>
    </message>
    <message>
        <source>Draw {feature} in {where}</source>
        <translation>Нанести «{feature}» в {where}</translation>
    </message>
    <message>
        <source>Erase {feature} in {where}</source>
        <translation>Стереть «{feature}» в {where}</translation>
    </message>
    <message>
        <source>The designer did not close normally. Edits of {scenario} [{file}] were autosaved at {time}. Recover them?</source>
        <translation>Редактор был закрыт некорректно. Правки сценария {scenario} [{file}] были автоматически сохранены в {time}. Восстановить их?</translation>
    </message>
    <message>
        <source>Recover the autosaved edits</source>
        <translation>Восстановление автосохранённых правок</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>лес</translation>
    </message>
    <message>
        <source>roofs</source>
        <translation>крыши</translation>
    </message>
    <message>
        <source>brush</source>
        <translation>кустарник</translation>
    </message>
    <message>
        <source>field</source>
        <translation>поле</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>болото</translation>
    </message>
    <message>
        <source>orchard trees</source>
        <translation>деревья сада</translation>
    </message>
    <message>
        <source>hill level {level}</source>
        <translation>уровень холма {level}</translation>
    </message>
    <message>
        <source>Outline: {kind} {index} ({vertices} vertices, outlines.{field}[{index}]); Delete removes it, drag a vertex to move it, double-click a vertex to remove it or an edge to add one</source>
        <translation>Контур: {kind} {index} (вершин: {vertices}, outlines.{field}[{index}]); Delete удаляет его, перетащите вершину, чтобы сдвинуть её, двойной щелчок по вершине удаляет её, по ребру — добавляет новую</translation>
    </message>
    <message>
        <source>Move a vertex of {kind} {index}</source>
        <translation>Сдвинуть вершину: {kind} {index}</translation>
    </message>
    <message>
        <source>Remove a vertex of {kind} {index}</source>
        <translation>Удалить вершину: {kind} {index}</translation>
    </message>
    <message>
        <source>Add a vertex to {kind} {index}</source>
        <translation>Добавить вершину: {kind} {index}</translation>
    </message>
    <message>
        <source>New outline of {kind}: click each corner; Backspace takes one back, double-click or Enter closes it, Esc drops it</source>
        <translation>Новый контур: {kind}. Щёлкайте по каждому углу; Backspace убирает последний, двойной щелчок или Enter замыкает контур, Esc отменяет его</translation>
    </message>
    <message>
        <source>Draw an outline of {kind}</source>
        <translation>Нарисовать контур: {kind}</translation>
    </message>
    <message>
        <source>The new outline of {kind} was dropped</source>
        <translation>Новый контур отменён: {kind}</translation>
    </message>
    <message>
        <source>Delete {kind} {index}</source>
        <translation>Удалить {kind} {index}</translation>
    </message>
    <message>
        <source>Point at a hex (or click it with the Outlines tool) to regenerate it</source>
        <translation>Наведите указатель на гексагон (или щёлкните по нему инструментом «Контуры»), чтобы перерисовать его</translation>
    </message>
    <message>
        <source>Regenerate the outlines of {hex}</source>
        <translation>Перерисовать контуры {hex}</translation>
    </message>
    <message>
        <source>Generate outlines</source>
        <translation>Создать контуры</translation>
    </message>
    <message>
        <source>Objective {number} in {hex}</source>
        <translation>Цель {number} в {hex}</translation>
    </message>
    <message>
        <source>Clear Objective {number}</source>
        <translation>Убрать Цель {number}</translation>
    </message>
    <message>
        <source>Take {where} out of its building</source>
        <translation>Вывести {where} из его строения</translation>
    </message>
    <message>
        <source>To make a building of several hexes, drag from {hex} across the Building hexes to join</source>
        <translation>Чтобы составить строение из нескольких гексов, протяните от {hex} по гексам Строения, которые нужно объединить</translation>
    </message>
    <message>
        <source>Join {where} into one building</source>
        <translation>Объединить {where} в одно строение</translation>
    </message>
    <message>
        <source>Setup hex {hex}</source>
        <translation>Гексагон расстановки {hex}</translation>
    </message>
    <message>
        <source>{feature} on {a}|{b}</source>
        <translation>{feature} на {a}|{b}</translation>
    </message>
    <message>
        <source>Clear {a}|{b}</source>
        <translation>Очистить {a}|{b}</translation>
    </message>
    <message>
        <source>Objective tool: click the hex of Objective {number}; click a hex holding it to clear it</source>
        <translation>Инструмент «Цель»: щёлкните гекс для цели {number}; щелчок по гексу с ней снимает её</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>В сценарии есть несохранённые изменения. Сначала сохранить их?</translation>
    </message>
    <message>
        <source>Open scenario or map</source>
        <translation>Открыть сценарий или карту</translation>
    </message>
    <message>
        <source>Scenarios and maps ({pattern})</source>
        <translation>Сценарии и карты ({pattern})</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open {file}:

{problems}</source>
        <translation>Не удаётся открыть {file}:

{problems}</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>Сохранить сценарий как</translation>
    </message>
    <message>
        <source>Scenarios ({pattern})</source>
        <translation>Сценарии ({pattern})</translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n problem(s) (see the Problems tab), so the game cannot play it yet. Save it as a draft?</source>
        <translation>
            <numerusform>В сценарии %n проблема (см. вкладку «Проблемы»), поэтому в него пока нельзя играть. Сохранить его как черновик?</numerusform>
            <numerusform>В сценарии %n проблемы (см. вкладку «Проблемы»), поэтому в него пока нельзя играть. Сохранить его как черновик?</numerusform>
            <numerusform>В сценарии %n проблем (см. вкладку «Проблемы»), поэтому в него пока нельзя играть. Сохранить его как черновик?</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save {file}:

{problem}</source>
        <translation>Не удаётся сохранить {file}:

{problem}</translation>
    </message>
    <message>
        <source>Cannot save {file} in {folder}:

{reason}</source>
        <translation>Не удаётся сохранить {file} в папке {folder}:

{reason}</translation>
    </message>
    <message>
        <source>Saved {files}</source>
        <translation>Сохранено: {files}</translation>
    </message>
    <message>
        <source>{saved}; the draft {draft} is removed</source>
        <translation>{saved}; черновик {draft} удалён</translation>
    </message>
    <message>
        <source>Cannot start the playtest:

{problem}</source>
        <translation>Не удалось начать тестовую игру:

{problem}</translation>
    </message>
    <message>
        <source>An unfinished game of {scenario} was started on an older version of the scenario: your edits since then are not in it.

Start a new game with the edited scenario, or resume the game of the old version?</source>
        <translation>Незаконченная партия «{scenario}» начата на прежней версии сценария: ваших последующих правок в ней нет.

Начать новую партию с изменённым сценарием или продолжить партию прежней версии?</translation>
    </message>
    <message>
        <source>New game with the edited scenario</source>
        <translation>Новая партия с изменённым сценарием</translation>
    </message>
    <message>
        <source>Resume the old version</source>
        <translation>Продолжить прежнюю версию</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] - {hindrance} Hindrance [10.3.1] = {value} vs range {range} from {unit} to {hex}: greater: a hit</source>
        <translation>Точность: Бросок прицеливания {roll} = {product} [O20.2.3] - Помеха {hindrance} [10.3.1] = {value} против дальности {range} ({unit} → {hex}): больше — попадание</translation>
    </message>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] - {hindrance} Hindrance [10.3.1] = {value} vs range {range} from {unit} to {hex}: not greater: a miss</source>
        <translation>Точность: Бросок прицеливания {roll} = {product} [O20.2.3] - Помеха {hindrance} [10.3.1] = {value} против дальности {range} ({unit} → {hex}): не больше — промах</translation>
    </message>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] vs range {range} from {unit} to {hex}: greater: a hit</source>
        <translation>Точность: Бросок прицеливания {roll} = {product} [O20.2.3] против дальности {range} ({unit} → {hex}): больше — попадание</translation>
    </message>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] vs range {range} from {unit} to {hex}: not greater: a miss</source>
        <translation>Точность: Бросок прицеливания {roll} = {product} [O20.2.3] против дальности {range} ({unit} → {hex}): не больше — промах</translation>
    </message>
    <message>
        <source>Activate a unit (or a Leader) for the {order} [O14.1]</source>
        <translation>{order}: активизируйте часть (или Командира) [O14.1]</translation>
    </message>
    <message>
        <source>Advance Order</source>
        <translation>Приказ «Наступление»</translation>
    </message>
    <message>
        <source>Advance Order: a unit enters one adjacent hex, enemy-occupied or not, or exits off the enemy edge [O16.1, O16.2]</source>
        <translation>Приказ «Наступление»: часть входит в один прилегающий гексагон, занятый противником или нет, или выходит с карты через край противника [O16.1, O16.2]</translation>
    </message>
    <message>
        <source>Advance Order: a unit enters one adjacent hex, enemy-occupied or not, or exits off the enemy edge [O16.1, O16.2]; or end the Advances</source>
        <translation>Приказ «Наступление»: часть входит в один прилегающий гексагон, занятый противником или нет, или выходит с карты через край противника [O16.1, O16.2]; или завершите Наступление</translation>
    </message>
    <message>
        <source>Advance Order: {units} activated [O14.1]</source>
        <translation>Приказ «Наступление», активизация: {units} [O14.1]</translation>
    </message>
    <message>
        <source>Air Support at {hex}</source>
        <translation>Поддержка с воздуха в {hex}</translation>
    </message>
    <message>
        <source>Air Support from Random Hex {hex}: break all units in one of {targets}, or decline</source>
        <translation>Поддержка с воздуха из Случайного гексагона {hex}: дезорганизуйте все части в одном из гексагонов ({targets}) или откажитесь</translation>
    </message>
    <message>
        <source>Air Support strikes {hex}: every unit there breaks [E43]</source>
        <translation>Поддержка с воздуха наносит удар по {hex}: каждая часть там дезорганизуется [E43]</translation>
    </message>
    <message>
        <source>Ambush in {hex}: pick one of your units in the Melee; it breaks (a broken unit is eliminated) [A25]</source>
        <translation>Засада в {hex}: выберите одну из своих частей в Рукопашной; она дезорганизуется (дезорганизованная часть уничтожается) [A25]</translation>
    </message>
    <message>
        <source>Announce a Smoke barrage instead of Impact rolls? [O18.2.1.1]</source>
        <translation>Объявить дымовую завесу вместо Бросков воздействия? [O18.2.1.1]</translation>
    </message>
    <message>
        <source>Artillery Denied: the broken {radio} is eliminated and returns to the counter mix [O17]</source>
        <translation>Отказ в артиллерии: сломанное {radio} уничтожается и возвращается в набор фишек [O17]</translation>
    </message>
    <message>
        <source>Artillery Denied: the {radio} breaks [O17]</source>
        <translation>Отказ в артиллерии: {radio} ломается [O17]</translation>
    </message>
    <message>
        <source>Artillery Impact on {hex}</source>
        <translation>Артиллерийское воздействие на {hex}</translation>
    </message>
    <message>
        <source>Artillery Impact on {hex}: FP {fp} ({radio}) [O18.2.3.2]; Fortification Vulnerability {vulnerability} [O18.2.3.3]</source>
        <translation>Артиллерийское воздействие на {hex}: ОМ {fp} ({radio}) [O18.2.3.2]; Уязвимость укрепления {vulnerability} [O18.2.3.3]</translation>
    </message>
    <message>
        <source>Assault Fire attack</source>
        <translation>Атака Штурмовым огнём</translation>
    </message>
    <message>
        <source>Assault Fire: no moving piece with boxed FP has a target any more [A26]</source>
        <translation>Штурмовой огонь: ни у одной двигающейся фишки с ОМ в рамке больше нет цели [A26]</translation>
    </message>
    <message>
        <source>Assault Fire: pick the target hex of its one Fire Attack [A26]</source>
        <translation>Штурмовой огонь: выберите гексагон цели для его единственной Огневой атаки [A26]</translation>
    </message>
    <message>
        <source>Battery Access: the {radio} is fixed [O18.1]</source>
        <translation>Доступ к батарее: {radio} чинится [O18.1]</translation>
    </message>
    <message>
        <source>Battle Harden: put a Veteran marker (+1 FP, Range, Movement, Morale [E44.1]) on one of your units</source>
        <translation>Закалённые в бою: поместите маркер «Ветераны» (+1 к ОМ, Дальности, Движению, Морали [E44.1]) на одну из своих частей</translation>
    </message>
    <message>
        <source>Blaze in {hexes}: put each of your units there into an adjacent hex [{rules}]</source>
        <translation>Пламя в {hexes}: переместите каждую свою часть оттуда в прилегающий гексагон [{rules}]</translation>
    </message>
    <message>
        <source>Blaze in {hex} [T79]</source>
        <translation>Пламя в {hex} [T79]</translation>
    </message>
    <message>
        <source>Blaze in {hex} fills its hex</source>
        <translation>Пламя в {hex} заполняет свой гексагон</translation>
    </message>
    <message>
        <source>Blaze placed in {hex}</source>
        <translation>Пламя помещено в {hex}</translation>
    </message>
    <message>
        <source>Blaze placed in {hex} ({removed})</source>
        <translation>Пламя помещено в {hex} ({removed})</translation>
    </message>
    <message>
        <source>Breeze: all Smoke removed and put back in the cup: {smoke}</source>
        <translation>Ветер: весь Дым убран и возвращён в ёмкость: {smoke}</translation>
    </message>
    <message>
        <source>Breeze: card {card} prints no wind direction; no Blaze spreads</source>
        <translation>Ветер: на карточке {card} не указано направление ветра; Пламя не распространяется</translation>
    </message>
    <message>
        <source>Breeze: wind towards compass {direction}; Blaze spreads into {hexes}</source>
        <translation>Ветер: дует в направлении {direction} по компасу; Пламя распространяется в {hexes}</translation>
    </message>
    <message>
        <source>Breeze: wind towards compass {direction}; no Blaze can spread</source>
        <translation>Ветер: дует в направлении {direction} по компасу; Пламя не может распространиться</translation>
    </message>
    <message>
        <source>Command Confusion is never given as an Order [O19]</source>
        <translation>«Замешательство в командовании» никогда не отдаётся как Приказ [O19]</translation>
    </message>
    <message>
        <source>Command of {leader}</source>
        <translation>Командование: {leader}</translation>
    </message>
    <message>
        <source>Commissar roll {roll} ({dice}) vs Morale {morale}: greater, {unit} is eliminated [E50]</source>
        <translation>Бросок Комиссара {roll} ({dice}) против Морали {morale}: больше, {unit} уничтожается [E50]</translation>
    </message>
    <message>
        <source>Commissar roll {roll} ({dice}) vs Morale {morale}: not greater [E50]</source>
        <translation>Бросок Комиссара {roll} ({dice}) против Морали {morale}: не больше [E50]</translation>
    </message>
    <message>
        <source>Commissar roll {roll} ({dice}) vs Morale {morale}: not greater, {unit} rallies [E50]</source>
        <translation>Бросок Комиссара {roll} ({dice}) против Морали {morale}: не больше, {unit} Собирается [E50]</translation>
    </message>
    <message>
        <source>Commissar: pick one of your broken units; a roll above its Morale eliminates it, otherwise it rallies</source>
        <translation>Комиссар: выберите одну из своих дезорганизованных частей; бросок выше её Морали уничтожает её, иначе она Собирается</translation>
    </message>
    <message>
        <source>Concealment: Attack Total {total} -{cover} Cover of {hex} = {result} [A29]</source>
        <translation>Маскировка: Сумма атаки {total} -{cover} (Укрытие гексагона {hex}) = {result} [A29]</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Укрытие</translation>
    </message>
    <message>
        <source>Cover ({source})</source>
        <translation>Укрытие ({source})</translation>
    </message>
    <message>
        <source>Cover fixed at 0</source>
        <translation>Укрытие равно 0</translation>
    </message>
    <message>
        <source>Cover {value:+d}: {source} [{rule}]</source>
        <translation>Укрытие {value:+d}: {source} [{rule}]</translation>
    </message>
    <message>
        <source>Cower: outside every friendly Leader&apos;s Command radius [E51]</source>
        <translation>Малодушие: вне Радиуса командования всех своих Командиров [E51]</translation>
    </message>
    <message>
        <source>Defense Total {defense} vs Attack Total {attack}</source>
        <translation>Сумма защиты {defense} против Суммы атаки {attack}</translation>
    </message>
    <message>
        <source>Deploy: replace one of your Squads by two Teams, or decline</source>
        <translation>Развёртывание: замените одно из своих Отделений двумя Командами или откажитесь</translation>
    </message>
    <message>
        <source>Drift {white}•{colored} (not a roll: no trigger), {how}: {start} -&gt; {route}: the Spotting Round errs off the map and the Order ends [O18.2.2.3]</source>
        <translation>Отклонение {white}•{colored} (не бросок: без включателя), {how}: {start} -&gt; {route}: Пристрелочный выстрел уходит за пределы карты, и Приказ заканчивается [O18.2.2.3]</translation>
    </message>
    <message>
        <source>Drift {white}•{colored} (not a roll: no trigger), {how}: {start} -&gt; {route}; the Spotting Round lands in {hex}</source>
        <translation>Отклонение {white}•{colored} (не бросок: без включателя), {how}: {start} -&gt; {route}; Пристрелочный выстрел приземляется в {hex}</translation>
    </message>
    <message>
        <source>Dust: no Smoke marker is left in the cup</source>
        <translation>Пыль: в ёмкости не осталось маркеров Дыма</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Уничтожение</translation>
    </message>
    <message>
        <source>End of the {side:adjective} Turn</source>
        <translation>Конец Хода: {side}</translation>
    </message>
    <message>
        <source>Entrench: you may place Foxholes in a hex you occupy [E55]</source>
        <translation>Окопы: вы можете поместить Стрелковые ячейки в занятый вами гексагон [E55]</translation>
    </message>
    <message>
        <source>Event! trigger</source>
        <translation>включатель «Событие!»</translation>
    </message>
    <message>
        <source>Event: {event} [{rule}]</source>
        <translation>Событие: {event} [{rule}]</translation>
    </message>
    <message>
        <source>Event: {event} [{rule}] is not implemented yet: it has no effect</source>
        <translation>Событие: {event} [{rule}] пока не реализовано: оно не имеет эффекта</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Выход с карты</translation>
    </message>
    <message>
        <source>Field Promotion: place your Private (Morale 6, Command 2) in a hex with one of your broken units, or decline</source>
        <translation>Производство на поле боя: поместите своего Рядового (Мораль 6, Командование 2) в гексагон с одной из своих дезорганизованных частей или откажитесь</translation>
    </message>
    <message>
        <source>Field Promotion: {unit} is placed in {hex} [E56]</source>
        <translation>Производство на поле боя: {unit} помещается в {hex} [E56]</translation>
    </message>
    <message>
        <source>Field Promotion: {unit} leaves Time space {time}, where it waited after exiting [E56, 7.2.1]</source>
        <translation>Производство на поле боя: {unit} покидает ячейку Времени {time}, где ждал после выхода с карты [E56, 7.2.1]</translation>
    </message>
    <message>
        <source>Field Promotion: {unit} leaves the Casualty Track [E56]</source>
        <translation>Производство на поле боя: {unit} покидает Дорожку потерь [E56]</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Огонь</translation>
    </message>
    <message>
        <source>Fire Attack</source>
        <translation>Огневая атака</translation>
    </message>
    <message>
        <source>Fire For Effect with the {radio} [O18.2]</source>
        <translation>Действенный огонь: {radio} [O18.2]</translation>
    </message>
    <message>
        <source>Fire For Effect: activate an unbroken Leader as the Spotter [O18.2]</source>
        <translation>Действенный огонь: активизируйте организованного Командира в качестве Корректировщика [O18.2]</translation>
    </message>
    <message>
        <source>Fire Order</source>
        <translation>Приказ «Огонь»</translation>
    </message>
    <message>
        <source>Fire at {hex} with FP {fp}</source>
        <translation>Огонь по {hex} с ОМ {fp}</translation>
    </message>
    <message>
        <source>Fog of War: the {side:adjective} hand is empty</source>
        <translation>Неопределённости войны: набор стороны «{side}» пуст</translation>
    </message>
    <message>
        <source>Fortifications are placed at the start [F100.1], not as reinforcements</source>
        <translation>Укрепления помещаются в начале игры [F100.1], а не как подкрепления</translation>
    </message>
    <message>
        <source>Game over ({termination}): {reason}</source>
        <translation>Игра окончена ({termination}): {reason}</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>Игра окончена: {reason}</translation>
    </message>
    <message>
        <source>Give the {weapon} to a unit (each carries one) [11.2]</source>
        <translation>Передайте {weapon} части (каждая несёт одно Вооружение) [11.2]</translation>
    </message>
    <message>
        <source>Hero: place your Hero in a friendly hex</source>
        <translation>Герой: поместите своего Героя в свой гексагон</translation>
    </message>
    <message>
        <source>Hero: you may Rally one broken unit in {hex}</source>
        <translation>Герой: вы можете провести Сбор одной дезорганизованной части в {hex}</translation>
    </message>
    <message>
        <source>Hero: {unit} is placed in {hex} [E58]</source>
        <translation>Герой: {unit} помещается в {hex} [E58]</translation>
    </message>
    <message>
        <source>Hidden Mines in {hex}: a {fp} FP Mine Attack on {unit} [A35.2, F103.2]</source>
        <translation>Скрытые мины в {hex}: Минная атака с ОМ {fp}, цель: {unit} [A35.2, F103.2]</translation>
    </message>
    <message>
        <source>Hidden Mines {fp} [A35.2, F103.2]</source>
        <translation>Скрытые мины {fp} [A35.2, F103.2]</translation>
    </message>
    <message>
        <source>Hidden Unit: Support Table roll {roll} = {total}; non-Radio items of the scenario year: {items} [A35.4]</source>
        <translation>Скрытая часть: бросок по Таблице поддержки {roll} = {total}; пункты года сценария, кроме Радио: {items} [A35.4]</translation>
    </message>
    <message>
        <source>Hidden Unit: pick one free non-Radio item of the rolled column [A35.4 step 2]</source>
        <translation>Скрытая часть: выберите один бесплатный пункт (не Радио) из выпавшей колонки [A35.4 step 2]</translation>
    </message>
    <message>
        <source>Hidden Unit: place it in your original setup area, in a hex with no units and Cover of at least 1 [A35.4 step 3]</source>
        <translation>Скрытая часть: поместите её в свою изначальную зону расстановки, в гексагон без частей с Укрытием не менее 1 [A35.4 step 3]</translation>
    </message>
    <message>
        <source>Hindrance in {hexes}</source>
        <translation>Помеха в {hexes}</translation>
    </message>
    <message>
        <source>Hindrance in {hexes} to {second}</source>
        <translation>Помеха в {hexes} для {second}</translation>
    </message>
    <message>
        <source>Impact roll {roll} equals the Fortification Vulnerability: the {fortification} in {hex} is destroyed [O18.2.3.3]</source>
        <translation>Бросок воздействия {roll} равен Уязвимости укрепления: укрепление «{fortification}» в {hex} уничтожено [O18.2.3.3]</translation>
    </message>
    <message>
        <source>Interdiction [E60]</source>
        <translation>Перехват [E60]</translation>
    </message>
    <message>
        <source>Interdiction: Suppress one unit (either side) in a hex with Cover below 1</source>
        <translation>Перехват: Подавите одну часть (любой стороны) в гексагоне с Укрытием меньше 1</translation>
    </message>
    <message>
        <source>Interrogation: the {side:adjective} hand is shown to you; you may put one of its cards on its discard pile [E61]</source>
        <translation>Допрос: вам показан набор стороны «{side}»; вы можете положить одну из этих карточек в стопку сброса противника [E61]</translation>
    </message>
    <message>
        <source>Jammed! trigger</source>
        <translation>включатель «Заело!»</translation>
    </message>
    <message>
        <source>KIA: eliminate one broken unit (either side)</source>
        <translation>Убиты в бою: уничтожьте одну дезорганизованную часть (любой стороны)</translation>
    </message>
    <message>
        <source>Malfunction at {hex}: the closest unbroken Weapons are tied ({weapons}); pick the one that breaks</source>
        <translation>Неисправности в {hex}: несколько исправных Вооружений одинаково близко ({weapons}); выберите то, которое ломается</translation>
    </message>
    <message>
        <source>Malfunction: the closest unbroken Weapon to {hex} [E63]</source>
        <translation>Неисправности: ближайшее к {hex} исправное Вооружение [E63]</translation>
    </message>
    <message>
        <source>Medic! [E64]</source>
        <translation>Санитар! [E64]</translation>
    </message>
    <message>
        <source>Medic!: Rally one broken unit (either side)</source>
        <translation>Санитар!: проведите Сбор одной дезорганизованной части (любой стороны)</translation>
    </message>
    <message>
        <source>Melee in {hex}: a side has no unit left in the hex; the Melee ends with no further effect [O16.4.2]</source>
        <translation>Рукопашная в {hex}: у одной из сторон не осталось частей в гексагоне; Рукопашная заканчивается без дальнейших последствий [O16.4.2]</translation>
    </message>
    <message>
        <source>Melee in {hex}: one side has no unit left; no Melee [O16.4.1, A25]</source>
        <translation>Рукопашная в {hex}: у одной из сторон не осталось частей; Рукопашной нет [O16.4.1, A25]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; a tie: both sides are eliminated [O16.4.3]</source>
        <translation>Рукопашная в {hex}: {inactive} {inactive_total} против {active} {active_total}; ничья: обе стороны уничтожаются [O16.4.3]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {side:adjective} Melee FP {arithmetic} [O16.4.1]</source>
        <translation>Рукопашная в {hex}: ОМ рукопашной ({side}) {arithmetic} [O16.4.1]</translation>
    </message>
    <message>
        <source>Mine Attack in {hex}</source>
        <translation>Минная атака в {hex}</translation>
    </message>
    <message>
        <source>Mine Attack on {hex}</source>
        <translation>Минная атака по {hex}</translation>
    </message>
    <message>
        <source>Mines in {hex} attack {unit} entering it: FP {fp} [F103.2], Cover 0 [O23.3.4]</source>
        <translation>Мины в {hex} атакуют при входе в гексагон, цель: {unit}; ОМ {fp} [F103.2], Укрытие 0 [O23.3.4]</translation>
    </message>
    <message>
        <source>Mines in {hex} attack {unit} leaving it: FP {fp} [F103.2], Cover 0 [O23.3.4]</source>
        <translation>Мины в {hex} атакуют при выходе из гексагона, цель: {unit}; ОМ {fp} [F103.2], Укрытие 0 [O23.3.4]</translation>
    </message>
    <message>
        <source>Mines in {hex}: a {fp} FP Mine Attack on {units} entering it [F103.1, F103.2]</source>
        <translation>Мины в {hex}: Минная атака с ОМ {fp} при входе в гексагон — {units} [F103.1, F103.2]</translation>
    </message>
    <message>
        <source>Mines in {hex}: a {fp} FP Mine Attack on {units} leaving it [F103.1, F103.2]</source>
        <translation>Мины в {hex}: Минная атака с ОМ {fp} при выходе из гексагона — {units} [F103.1, F103.2]</translation>
    </message>
    <message>
        <source>Mines {fp} [F103.2]</source>
        <translation>Мины {fp} [F103.2]</translation>
    </message>
    <message>
        <source>Move Order</source>
        <translation>Приказ «Движение»</translation>
    </message>
    <message>
        <source>Move Order: no unit is left to move: play Smoke Grenades or Assault Fire [A39, A26], or end the Order</source>
        <translation>Приказ «Движение»: больше нет частей для движения: разыграйте Дымовые гранаты или Штурмовой огонь [A39, A26] или закончите Приказ</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]</source>
        <translation>Приказ «Движение»: выберите следующую часть для движения или части, начавшие в одном гексагоне, чтобы двигаться вместе [O21.2]</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]; or end the Order</source>
        <translation>Приказ «Движение»: выберите следующую часть для движения или части, начавшие в одном гексагоне, чтобы двигаться вместе [O21.2]; или закончите Приказ</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]; or end the Order; or play Smoke Grenades or Assault Fire [A39, A26]</source>
        <translation>Приказ «Движение»: выберите следующую часть для движения или части, начавшие в одном гексагоне, чтобы двигаться вместе [O21.2]; или закончите Приказ; или разыграйте Дымовые гранаты или Штурмовой огонь [A39, A26]</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]; or play Smoke Grenades or Assault Fire [A39, A26]</source>
        <translation>Приказ «Движение»: выберите следующую часть для движения или части, начавшие в одном гексагоне, чтобы двигаться вместе [O21.2]; или разыграйте Дымовые гранаты или Штурмовой огонь [A39, A26]</translation>
    </message>
    <message>
        <source>Move Order: {units} activated [O14.1]</source>
        <translation>Приказ «Движение», активизация: {units} [O14.1]</translation>
    </message>
    <message>
        <source>No Blaze marker is left in the cup for {hex}</source>
        <translation>Для {hex} в ёмкости не осталось маркеров Пламени</translation>
    </message>
    <message>
        <source>No Smoke marker is left in the cup for {hex} ({purpose})</source>
        <translation>Для {hex} в ёмкости не осталось маркеров Дыма ({purpose})</translation>
    </message>
    <message>
        <source>No Smoke marker is left in the cup for {hex} [T94]</source>
        <translation>Для {hex} в ёмкости не осталось маркеров Дыма [T94]</translation>
    </message>
    <message>
        <source>No broken unit is on the map</source>
        <translation>На карте нет дезорганизованных частей</translation>
    </message>
    <message>
        <source>No broken {side:adjective} unit is in or adjacent to an enemy unit&apos;s hex</source>
        <translation>Ни одна дезорганизованная часть стороны «{side}» не находится в гексагоне вражеской части или рядом с ним</translation>
    </message>
    <message>
        <source>No eliminated Weapon, or no friendly unit without a Weapon</source>
        <translation>Нет уничтоженного Вооружения или нет своей части без Вооружения</translation>
    </message>
    <message>
        <source>No hex along your friendly edge can take the unit (impassable or stacking limit [8.2])</source>
        <translation>Ни один гексагон вдоль вашего края карты не может принять часть (непроходимость или лимит группирования [8.2])</translation>
    </message>
    <message>
        <source>No hex in or adjacent to {hex} can take the unit (impassable or stacking limit [8.2])</source>
        <translation>Ни {hex}, ни соседние с ним гексагоны не могут принять часть (непроходимость или лимит группирования [8.2])</translation>
    </message>
    <message>
        <source>No hex in or adjacent to {hex} can take {unit} (impassable or stacking limit [8.2])</source>
        <translation>Ни {hex}, ни соседние с ним гексагоны не могут принять подразделение: {unit} (непроходимость или лимит группирования [8.2])</translation>
    </message>
    <message>
        <source>No hex left in the impact area holds a unit or a Fortification; the Spotting Round is removed [O18.2.3.2]</source>
        <translation>В зоне Воздействия не осталось гексагонов с частями или Укреплениями; Пристрелочный выстрел убирается [O18.2.3.2]</translation>
    </message>
    <message>
        <source>No player is Russian</source>
        <translation>Ни один игрок не играет за русских</translation>
    </message>
    <message>
        <source>No unbroken Weapon is on the map</source>
        <translation>На карте нет исправного Вооружения</translation>
    </message>
    <message>
        <source>No unit can carry the {weapon}: it is not used</source>
        <translation>Ни одна часть не может нести Вооружение {weapon}: оно не используется</translation>
    </message>
    <message>
        <source>No unit in or adjacent to {hex}: the Sniper has no target</source>
        <translation>Нет частей в {hex} или рядом с ним: у Снайпера нет цели</translation>
    </message>
    <message>
        <source>No unit is on the map</source>
        <translation>На карте нет частей</translation>
    </message>
    <message>
        <source>No unsuppressed enemy unit is in Range and LOS of a working {side:adjective} MG</source>
        <translation>Нет неподавленных вражеских частей в пределах Дальности и ЛВ исправного Пулемёта стороны «{side}»</translation>
    </message>
    <message>
        <source>No unsuppressed unit is in a hex with Cover below 1</source>
        <translation>Нет неподавленных частей в гексагонах с Укрытием меньше 1</translation>
    </message>
    <message>
        <source>No unsuppressed {side:adjective} Squad is outside a friendly Leader&apos;s Command radius</source>
        <translation>Нет неподавленных Отделений стороны «{side}» вне Радиуса командования своих Командиров</translation>
    </message>
    <message>
        <source>No {side:adjective} Support Table item for roll {roll} in {year}</source>
        <translation>В Таблице поддержки стороны «{side}» нет пункта для броска {roll} в {year} году</translation>
    </message>
    <message>
        <source>No {side:adjective} Support Table item for roll {roll} in {year} (the Artillery Box is taken)</source>
        <translation>В Таблице поддержки стороны «{side}» нет пункта для броска {roll} в {year} году (Артиллерийская ячейка занята)</translation>
    </message>
    <message>
        <source>Objective {numbers} would land off the map</source>
        <translation>Цель {numbers} оказалась бы за пределами карты</translation>
    </message>
    <message>
        <source>Objective {number} = {vp} VP</source>
        <translation>Цель {number} = {vp} ПО</translation>
    </message>
    <message>
        <source>Objective {number}, chit {letter} ({side})</source>
        <translation>Цель {number}, фишка {letter} ({side})</translation>
    </message>
    <message>
        <source>Objectives are numbered 1-5, not {number}</source>
        <translation>Цели нумеруются от 1 до 5, а не {number}</translation>
    </message>
    <message>
        <source>Op Fire</source>
        <translation>Реагирующий огонь</translation>
    </message>
    <message>
        <source>Op Fire attack</source>
        <translation>Атака Реагирующим огнём</translation>
    </message>
    <message>
        <source>Orders are given only in your own Turn [O14.1]</source>
        <translation>Приказы отдаются только в свой Ход [O14.1]</translation>
    </message>
    <message>
        <source>Ordnance fires alone, after a Targeting roll [O20.3.1.1, O20.2.3]</source>
        <translation>Артиллерия стреляет отдельно, после Броска прицеливания [O20.3.1.1, O20.2.3]</translation>
    </message>
    <message>
        <source>Pick the next hex of the impact area for an Artillery Impact roll [O18.2.3]</source>
        <translation>Выберите следующий гексагон зоны Воздействия для Броска воздействия артиллерии [O18.2.3]</translation>
    </message>
    <message>
        <source>Place the Spotting Round in a hex in the LOS of {unit} [O18.2.1]</source>
        <translation>Поместите Пристрелочный выстрел в гексагон в пределах ЛВ наблюдателя (наблюдатель: {unit}) [O18.2.1]</translation>
    </message>
    <message>
        <source>Place the {item} along your friendly edge</source>
        <translation>Поместите {item} вдоль своего края карты</translation>
    </message>
    <message>
        <source>Place the {item} in or adjacent to {hex}</source>
        <translation>Поместите {item} в {hex} или рядом с ним</translation>
    </message>
    <message>
        <source>Place {fortification} in your setup zone [F100.1]</source>
        <translation>Поместите укрепление «{fortification}» в свою зону расстановки [F100.1]</translation>
    </message>
    <message>
        <source>Place {unit} on your friendly edge [6.1.2 step 5]</source>
        <translation>Поместите на свой край карты: {unit} [6.1.2 step 5]</translation>
    </message>
    <message>
        <source>Prisoners of War: eliminate one of your broken units in or adjacent to an enemy unit&apos;s hex</source>
        <translation>Военнопленные: уничтожьте одну из своих дезорганизованных частей в гексагоне вражеской части или рядом с ним</translation>
    </message>
    <message>
        <source>Rallied by the Hero [E58]</source>
        <translation>благодаря Герою [E58]</translation>
    </message>
    <message>
        <source>Rally Roll equal to its Morale</source>
        <translation>Бросок сбора равен Морали</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: equal: Suppressed, it stays broken</source>
        <translation>Бросок сбора {roll} ({dice}) против Морали {morale} [O22.3]: равен: Подавление, часть остаётся дезорганизованной</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: greater: no effect, {unit} stays broken</source>
        <translation>Бросок сбора {roll} ({dice}) против Морали {morale} [O22.3]: больше: без эффекта, {unit} не Собирается</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less than its Morale</source>
        <translation>Бросок сбора {roll} ({dice}) против Морали {morale} [O22.3]: меньше Морали</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less: {unit} rallies</source>
        <translation>Бросок сбора {roll} ({dice}) против Морали {morale} [O22.3]: меньше: {unit} Собирается</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less: {unit} would rally, but it already has</source>
        <translation>Бросок сбора {roll} ({dice}) против Морали {morale} [O22.3]: меньше: Сбор, но {unit} — сбор уже состоялся</translation>
    </message>
    <message>
        <source>Random Hex for {purpose}</source>
        <translation>Случайный гексагон: {purpose}</translation>
    </message>
    <message>
        <source>Random Hex {hex}</source>
        <translation>Случайный гексагон {hex}</translation>
    </message>
    <message>
        <source>Reconnaissance: reveal one of your secret Objective chits [E67]</source>
        <translation>Разведка: откройте одну из своих тайных фишек Целей [E67]</translation>
    </message>
    <message>
        <source>Recover: pick the next broken unit to make its Rally Roll [O22.2]</source>
        <translation>Восстановление: выберите следующую дезорганизованную часть для Броска сбора [O22.2]</translation>
    </message>
    <message>
        <source>Remove one Smoke marker [6.1.2 step 4]</source>
        <translation>Уберите один маркер Дыма [6.1.2 step 4]</translation>
    </message>
    <message>
        <source>Road entered</source>
        <translation>вход по Дороге</translation>
    </message>
    <message>
        <source>Road hex entered: +{road} Movement for the rest of the Order [T93]</source>
        <translation>Вход в гексагон Дороги: +{road} к Движению до конца Приказа [T93]</translation>
    </message>
    <message>
        <source>Rout Roll equal to its Morale</source>
        <translation>Бросок бегства равен Морали</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: equal: Suppressed if not already</source>
        <translation>Бросок бегства {roll} ({dice}) против Морали {morale} [O23.2]: равен: Подавление, если его ещё нет</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: equal: Suppressed if not already (already Suppressed: no effect)</source>
        <translation>Бросок бегства {roll} ({dice}) против Морали {morale} [O23.2]: равен: Подавление, если его ещё нет (Подавление уже есть: без эффекта)</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: less: no effect on {unit}</source>
        <translation>Бросок бегства {roll} ({dice}) против Морали {morale} [O23.2]: меньше: {unit} — без эффекта</translation>
    </message>
    <message>
        <source>Rout: activate yourself or your opponent (a player with broken units) [O23.1]</source>
        <translation>Бегство: активизируйте себя или противника (игрока с дезорганизованными частями) [O23.1]</translation>
    </message>
    <message>
        <source>Rout: pick the next broken unit to make a Rout Roll for [O23.2]</source>
        <translation>Бегство: выберите следующую дезорганизованную часть для Броска бегства [O23.2]</translation>
    </message>
    <message>
        <source>Sappers: you may remove one Mines or Wire marker [E70]</source>
        <translation>Сапёры: вы можете убрать один маркер Мин или Проволоки [E70]</translation>
    </message>
    <message>
        <source>Sappers: {fortification} removed from {hex}</source>
        <translation>Сапёры: из {hex} убрано укрепление «{fortification}»</translation>
    </message>
    <message>
        <source>Scrounge: give one eliminated Weapon to one of your units without a Weapon, or decline</source>
        <translation>Запчасти: передайте одно уничтоженное Вооружение одной из своих частей без Вооружения или откажитесь</translation>
    </message>
    <message>
        <source>Secret Objectives revealed: {chits}</source>
        <translation>Тайные Цели открыты: {chits}</translation>
    </message>
    <message>
        <source>Set up {unit} in your setup zone</source>
        <translation>Расставьте в своей зоне расстановки: {unit}</translation>
    </message>
    <message>
        <source>Setup is complete; the game begins</source>
        <translation>Расстановка завершена; игра начинается</translation>
    </message>
    <message>
        <source>Several hexes hold both sides: pick the next Melee [O16.4]</source>
        <translation>В нескольких гексагонах находятся части обеих сторон: выберите следующую Рукопашную [O16.4]</translation>
    </message>
    <message>
        <source>Shell Shock at {hex}: the closest units are tied; pick the one that breaks</source>
        <translation>Психологический шок в {hex}: несколько частей одинаково близко; выберите ту, которая дезорганизуется</translation>
    </message>
    <message>
        <source>Shell Shock: the closest unit to {hex}</source>
        <translation>Психологический шок: ближайшая к {hex} часть</translation>
    </message>
    <message>
        <source>Smoke Hindrance values run from 1 to 10</source>
        <translation>Значения Помехи от Дыма — от 1 до 10</translation>
    </message>
    <message>
        <source>Smoke round at {hex}</source>
        <translation>Дымовой выстрел по {hex}</translation>
    </message>
    <message>
        <source>Smoke {smoke} in {hex}</source>
        <translation>Дым {smoke} в {hex}</translation>
    </message>
    <message>
        <source>Smoke {smoke} in {hex} hinders into or out of its hex (hindrances do not add up)</source>
        <translation>Дым {smoke} в {hex} мешает видеть в свой гексагон и из него (помехи не складываются)</translation>
    </message>
    <message>
        <source>Smoke {smoke} in {hex} hinders through its hex (hindrances do not add up)</source>
        <translation>Дым {smoke} в {hex} мешает видеть сквозь свой гексагон (помехи не складываются)</translation>
    </message>
    <message>
        <source>Smoke {value} back to the cup</source>
        <translation>Дым {value} возвращается в ёмкость</translation>
    </message>
    <message>
        <source>Smoke {value} cannot be placed in {hex} (Water or Blaze)</source>
        <translation>Дым {value} нельзя поместить в {hex} (вода или Пламя)</translation>
    </message>
    <message>
        <source>Smoke {value} drawn at random for {hex} [A39, T94]</source>
        <translation>Для {hex} случайно вытянут Дым {value} [A39, T94]</translation>
    </message>
    <message>
        <source>Smoke {value} drawn for {hex}, which keeps its Smoke {current}</source>
        <translation>Для {hex} вытянут Дым {value}; в гексагоне остаётся его Дым {current}</translation>
    </message>
    <message>
        <source>Smoke {value} placed in {hex}</source>
        <translation>Дым {value} помещён в {hex}</translation>
    </message>
    <message>
        <source>Smoke {value} removed from {hex}</source>
        <translation>Дым {value} убран из {hex}</translation>
    </message>
    <message>
        <source>Sniper at {hex}</source>
        <translation>Снайпер в {hex}</translation>
    </message>
    <message>
        <source>Sniper at {hex}: break one unit in or adjacent, or none [1.9.1.3]</source>
        <translation>Снайпер в {hex}: дезорганизуйте одну часть в этом гексагоне или рядом с ним или никого [1.9.1.3]</translation>
    </message>
    <message>
        <source>Sniper! trigger</source>
        <translation>включатель «Снайпер!»</translation>
    </message>
    <message>
        <source>Spotting Round placed in {hex}, in the LOS of {unit} ({los}) [O18.2.1]</source>
        <translation>Пристрелочный выстрел помещён в {hex}, в пределах ЛВ наблюдателя (наблюдатель: {unit}; {los}) [O18.2.1]</translation>
    </message>
    <message>
        <source>Spray Fire: the attack also affects {second}; every unit in {hex} and {second} defends against one Attack Total [A40]</source>
        <translation>Огонь очередями: атака затрагивает также {second}; каждая часть в {hex} и {second} защищается от одной Суммы атаки [A40]</translation>
    </message>
    <message>
        <source>Starting VP</source>
        <translation>Начальные ПО</translation>
    </message>
    <message>
        <source>Strategic Objective: Objective chit {letter} ({chit}) is drawn and placed open: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Стратегическая цель: фишка Цели {letter} ({chit}) вытянута и помещена открытой: маркер ПО {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Sudden Death roll {roll} vs {needed} on Time space {time}: play goes on</source>
        <translation>Бросок на Внезапное окончание {roll} против {needed} на ячейке Времени {time}: игра продолжается</translation>
    </message>
    <message>
        <source>Sudden Death roll {roll} vs {needed} on Time space {time}: the game ends</source>
        <translation>Бросок на Внезапное окончание {roll} против {needed} на ячейке Времени {time}: игра заканчивается</translation>
    </message>
    <message>
        <source>Support Table roll {roll} ({dice}), {year}: pick one item for free: {items}</source>
        <translation>Бросок по Таблице поддержки {roll} ({dice}), {year}: выберите бесплатно один пункт: {items}</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>Подавленная</translation>
    </message>
    <message>
        <source>Suppressing Fire [E75]</source>
        <translation>Подавляющий огонь [E75]</translation>
    </message>
    <message>
        <source>Suppressing Fire: Suppress one enemy unit in Range and LOS of one of your MGs, or decline</source>
        <translation>Подавляющий огонь: Подавите одну вражескую часть в пределах Дальности и ЛВ одного из своих Пулемётов или откажитесь</translation>
    </message>
    <message>
        <source>Sustained Fire on doubles</source>
        <translation>Беглый огонь при дубле</translation>
    </message>
    <message>
        <source>Targeting {hex}</source>
        <translation>Прицеливание по {hex}</translation>
    </message>
    <message>
        <source>The Casualty Track holds no unit</source>
        <translation>На Дорожке потерь нет частей</translation>
    </message>
    <message>
        <source>The Hero is already on the map</source>
        <translation>Герой уже на карте</translation>
    </message>
    <message>
        <source>The Hero rallies no unit [E58]</source>
        <translation>Герой не проводит Сбор ни одной части [E58]</translation>
    </message>
    <message>
        <source>The Private is on the map</source>
        <translation>Рядовой уже на карте</translation>
    </message>
    <message>
        <source>The Rout Order ends</source>
        <translation>Приказ «Бегство» заканчивается</translation>
    </message>
    <message>
        <source>The Russian player has no broken unit</source>
        <translation>У русского игрока нет дезорганизованных частей</translation>
    </message>
    <message>
        <source>The Smoke barrage is placed; the Spotting Round is removed [O18.2.3.1]</source>
        <translation>Дымовая завеса поставлена; Пристрелочный выстрел убран [O18.2.3.1]</translation>
    </message>
    <message>
        <source>The Sniper picks no target</source>
        <translation>Снайпер не выбирает цель</translation>
    </message>
    <message>
        <source>The nation has no Hero</source>
        <translation>У этой страны нет Героя</translation>
    </message>
    <message>
        <source>The nation has no Private counter</source>
        <translation>У этой страны нет фишки Рядового</translation>
    </message>
    <message>
        <source>Recover Order ends ({side})</source>
        <translation>Приказ «Восстановление» ({side}) заканчивается</translation>
    </message>
    <message>
        <source>Then FP {arithmetic} = {fp} [O20.3.1]</source>
        <translation>Тогда ОМ {arithmetic} = {fp} [O20.3.1]</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Time! trigger</source>
        <translation>включатель «Время!»</translation>
    </message>
    <message>
        <source>Trench to Trench</source>
        <translation>из Траншеи в Траншею</translation>
    </message>
    <message>
        <source>Trench to Trench: no Op Fire into {hex} [F105.2]</source>
        <translation>Из траншеи в траншею: Реагирующий огонь по {hex} невозможен [F105.2]</translation>
    </message>
    <message>
        <source>Units of both sides in {hex}: a Melee is fought within the Event, without triggers</source>
        <translation>Части обеих сторон в {hex}: Рукопашная проводится в рамках События, без включателей</translation>
    </message>
    <message>
        <source>VP are level: the Initiative card holder wins [9.2]</source>
        <translation>ПО поровну: побеждает владелец карточки Инициативы [9.2]</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Ветеран</translation>
    </message>
    <message>
        <source>Walking Wounded: pick one eliminated unit (either side) to return to play, broken</source>
        <translation>Ходячие раненые: выберите одну уничтоженную часть (любой стороны), чтобы вернуть её в игру дезорганизованной стороной вверх</translation>
    </message>
    <message>
        <source>Walking Wounded: place {unit} broken in or adjacent to {hex}</source>
        <translation>Ходячие раненые: поместите дезорганизованной стороной вверх в {hex} или рядом с ним: {unit}</translation>
    </message>
    <message>
        <source>Walking Wounded: {unit} leaves the Casualty Track and returns broken at {hex} [E76]</source>
        <translation>Ходячие раненые: {unit} покидает Дорожку потерь и возвращается в {hex} дезорганизованной стороной вверх [E76]</translation>
    </message>
    <message>
        <source>White Phosphorus in {hex}</source>
        <translation>Белый фосфор в {hex}</translation>
    </message>
    <message>
        <source>White Phosphorus in {hex}: choose one of your units there to break [E77]</source>
        <translation>Белый фосфор в {hex}: выберите одну из своих частей там, которая дезорганизуется [E77]</translation>
    </message>
    <message>
        <source>White Phosphorus: no Smoke marker is left; no effect</source>
        <translation>Белый фосфор: маркеров Дыма не осталось; без эффекта</translation>
    </message>
    <message>
        <source>White Phosphorus: no hex next to an unbroken Squad of his can take Smoke; no effect</source>
        <translation>Белый фосфор: ни в один гексагон рядом с его организованными Отделениями нельзя поместить Дым; без эффекта</translation>
    </message>
    <message>
        <source>White Phosphorus: place the Smoke {value} next to one of your unbroken Squads [E77]</source>
        <translation>Белый фосфор: поместите Дым {value} рядом с одним из своих организованных Отделений [E77]</translation>
    </message>
    <message>
        <source>White Phosphorus: you may draw a random Smoke marker and place it next to one of your unbroken Squads [E77]</source>
        <translation>Белый фосфор: вы можете вытянуть случайный маркер Дыма и поместить его рядом с одним из своих организованных Отделений [E77]</translation>
    </message>
    <message>
        <source>Your new secret Objective chit is {letter} ({chit})</source>
        <translation>Ваша новая тайная фишка Цели: {letter} ({chit})</translation>
    </message>
    <message>
        <source>a Fate deck has {cards} cards, this one {count}</source>
        <translation>в колоде судьбы {cards} карточки, в этой — {count}</translation>
    </message>
    <message>
        <source>a Fire Order</source>
        <translation>Приказ «Огонь»</translation>
    </message>
    <message>
        <source>a Smoke barrage</source>
        <translation>дымовая завеса</translation>
    </message>
    <message>
        <source>a Weapon item names its carrier unit type; other items do not</source>
        <translation>элемент Вооружения указывает тип части-носителя, другие элементы — нет</translation>
    </message>
    <message>
        <source>a Weapon or Radio is never placed in a hex: a Weapon goes to a unit [11.2], a Radio to the Artillery Box [12]</source>
        <translation>Вооружение и Радио не помещаются в гексагон: Вооружение получает часть [11.2], Радио идёт в Артиллерийскую ячейку [12]</translation>
    </message>
    <message>
        <source>a date such as 1944, 1944-06 or 1944-06-06</source>
        <translation>дата, например 1944, 1944-06 или 1944-06-06</translation>
    </message>
    <message>
        <source>a feature is listed twice</source>
        <translation>деталь указана дважды</translation>
    </message>
    <message>
        <source>a hex id such as C7</source>
        <translation>номер гекса, например C7</translation>
    </message>
    <message>
        <source>a hindrance value goes with los &apos;hindrance&apos;</source>
        <translation>значение помехи задаётся только вместе с los &apos;hindrance&apos;</translation>
    </message>
    <message>
        <source>a leader has a Command</source>
        <translation>у Командира есть Командование</translation>
    </message>
    <message>
        <source>a named leader is a single piece</source>
        <translation>Командир с именем — это одна фишка</translation>
    </message>
    <message>
        <source>a nation has exactly one hero, found {count}</source>
        <translation>у страны ровно один Герой, найдено: {count}</translation>
    </message>
    <message>
        <source>a nation has exactly one private, found {count}</source>
        <translation>у страны ровно один Рядовой, найдено: {count}</translation>
    </message>
    <message>
        <source>a number has {digits} digits; at most {limit} are read</source>
        <translation>число из {digits} цифр; читается не более {limit}</translation>
    </message>
    <message>
        <source>a polygon needs an outer ring</source>
        <translation>у многоугольника должен быть внешний контур</translation>
    </message>
    <message>
        <source>a ring needs three or more vertices</source>
        <translation>в контуре должно быть не меньше трёх вершин</translation>
    </message>
    <message>
        <source>a setup zone needs a depth, hexes or anchors (&apos;around&apos;)</source>
        <translation>зоне расстановки нужны глубина, гексагоны или опорные гексагоны (&apos;around&apos;)</translation>
    </message>
    <message>
        <source>a unit in the Gully in {hex} is seen only from adjacent or higher hexes</source>
        <translation>часть в Овраге в {hex} видна только из соседних или более высоких гексагонов</translation>
    </message>
    <message>
        <source>a {kind} chit needs objective/vp/special set as {wanted}</source>
        <translation>фишке вида {kind} нужны objective/vp/special, заданные как {wanted}</translation>
    </message>
    <message>
        <source>a {order} Order is not among the choices now</source>
        <translation>Приказа «{order}» сейчас нет среди вариантов</translation>
    </message>
    <message>
        <source>across {hexside}</source>
        <translation>через {hexside}</translation>
    </message>
    <message>
        <source>all five Objectives controlled</source>
        <translation>под контролем все пять Целей</translation>
    </message>
    <message>
        <source>along {feature}</source>
        <translation>вдоль: {feature}</translation>
    </message>
    <message>
        <source>an Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>an id of lower-case letters, digits and _ such as my_map</source>
        <translation>идентификатор из строчных латинских букв, цифр и _, например my_map</translation>
    </message>
    <message>
        <source>before the Melee dice in {hex}: Ambush [A25]; or pass</source>
        <translation>перед бросками Рукопашной в {hex}: Засада [A25]; или пас</translation>
    </message>
    <message>
        <source>beyond the Time track</source>
        <translation>за пределами Дорожки времени</translation>
    </message>
    <message>
        <source>beyond the {spaces} Casualty track spaces [4.2]</source>
        <translation>за пределами ячеек Дорожки потерь ({spaces}) [4.2]</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>заблокирована</translation>
    </message>
    <message>
        <source>both sides lose at once: the Initiative card holder wins [6.3.1, 9.2]</source>
        <translation>обе стороны проигрывают одновременно: побеждает владелец карточки Инициативы [6.3.1, 9.2]</translation>
    </message>
    <message>
        <source>boxed FP of {unit}</source>
        <translation>ОМ в рамке: {unit}</translation>
    </message>
    <message>
        <source>breaks</source>
        <translation>дезорганизуется</translation>
    </message>
    <message>
        <source>cannot read the choice {choice}</source>
        <translation>не удаётся прочитать решение {choice}</translation>
    </message>
    <message>
        <source>cannot read: {reason}</source>
        <translation>не удаётся прочитать: {reason}</translation>
    </message>
    <message>
        <source>cannot undo: {reason}</source>
        <translation>отменить нельзя: {reason}</translation>
    </message>
    <message>
        <source>card {card} is not in your hand</source>
        <translation>карты {card} нет у вас на руке</translation>
    </message>
    <message>
        <source>cards must be numbered 1, 2, 3 ... in order</source>
        <translation>карточки должны идти по порядку: 1, 2, 3 ...</translation>
    </message>
    <message>
        <source>chit {letter} doubles the elimination VP scored so far</source>
        <translation>фишка {letter} удваивает ПО, набранные до сих пор за уничтожение</translation>
    </message>
    <message>
        <source>chit {letter} doubles the exit VP scored so far</source>
        <translation>фишка {letter} удваивает ПО, набранные до сих пор за выход с карты</translation>
    </message>
    <message>
        <source>chits both open and excluded: {chits}</source>
        <translation>фишки и открыты, и исключены: {chits}</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>чистая</translation>
    </message>
    <message>
        <source>crossing {hexside}</source>
        <translation>пересекая: {hexside}</translation>
    </message>
    <message>
        <source>dice {white}-{colored} appear {count} times, not twice</source>
        <translation>кубики {white}-{colored} встречаются раз: {count}, а не дважды</translation>
    </message>
    <message>
        <source>downhill</source>
        <translation>вниз по склону</translation>
    </message>
    <message>
        <source>each Objective = {vp} VP</source>
        <translation>каждая Цель = {vp} ПО</translation>
    </message>
    <message>
        <source>end of the Time advance: Dig In [6.1.2, A32]; or pass</source>
        <translation>конец продвижения Времени: Окапывание [6.1.2, A32]; или пас</translation>
    </message>
    <message>
        <source>enemy units entered {hex}: Hidden Mines or Hidden Wire [A35.2, A35.5]; or pass</source>
        <translation>вражеские части вошли в {hex}: Скрытые мины или Скрытая проволока [A35.2, A35.5]; или пас</translation>
    </message>
    <message>
        <source>enter a hex [O21.1]</source>
        <translation>войти в гексагон [O21.1]</translation>
    </message>
    <message>
        <source>exit off the enemy edge [7.2.1]</source>
        <translation>выйти с карты через край противника [7.2.1]</translation>
    </message>
    <message>
        <source>file is {size} bytes; content files are at most {limit} bytes</source>
        <translation>размер файла — {size} байт; файлы содержимого не больше {limit} байт</translation>
    </message>
    <message>
        <source>file not found: {path}</source>
        <translation>файл не найден: {path}</translation>
    </message>
    <message>
        <source>first_year {first} is after last_year {last}</source>
        <translation>first_year {first} позже last_year {last}</translation>
    </message>
    <message>
        <source>friendly edges are normally opposite [7.2]</source>
        <translation>свои края карты обычно противоположны [7.2]</translation>
    </message>
    <message>
        <source>group</source>
        <translation>группа</translation>
    </message>
    <message>
        <source>hand over a Weapon [O21.1.1]</source>
        <translation>передать Вооружение [O21.1.1]</translation>
    </message>
    <message>
        <source>hand size {size} differs from attack posture&apos;s {posture_size} [1.1]</source>
        <translation>размер набора {size} отличается от размера при задаче «Атака» ({posture_size}) [1.1]</translation>
    </message>
    <message>
        <source>hand size {size} differs from defend posture&apos;s {posture_size} [1.1]</source>
        <translation>размер набора {size} отличается от размера при задаче «Оборона» ({posture_size}) [1.1]</translation>
    </message>
    <message>
        <source>hand size {size} differs from recon posture&apos;s {posture_size} [1.1]</source>
        <translation>размер набора {size} отличается от размера при задаче «Разведка» ({posture_size}) [1.1]</translation>
    </message>
    <message>
        <source>hexside {a}|{b} has more than one feature</source>
        <translation>на стороне гексагона {a}|{b} больше одной детали</translation>
    </message>
    <message>
        <source>hill levels run 0-{top} [T88]</source>
        <translation>уровни холма — от 0 до {top} [T88]</translation>
    </message>
    <message>
        <source>hindered {hindrance}</source>
        <translation>помеха {hindrance}</translation>
    </message>
    <message>
        <source>hit: 1 hex towards {white} (white), then 1 towards {colored} (colored) [O18.2.2.1]</source>
        <translation>попадание: смещение на 1 гексагон в направлении {white} (белый), затем на 1 в направлении {colored} (цветной) [O18.2.2.1]</translation>
    </message>
    <message>
        <source>impassable: {reason}</source>
        <translation>непроходимо: {reason}</translation>
    </message>
    <message>
        <source>in Wire</source>
        <translation>в Проволоке</translation>
    </message>
    <message>
        <source>is listed twice</source>
        <translation>указано дважды</translation>
    </message>
    <message>
        <source>is unaffected</source>
        <translation>без эффекта</translation>
    </message>
    <message>
        <source>its Action {action} is played only when its rule allows it [{rule}, A24.1]</source>
        <translation>её Акция «{action}» разыгрывается, только когда это позволяет её правило [{rule}, A24.1]</translation>
    </message>
    <message>
        <source>its section {section} has no entry of its own</source>
        <translation>у его раздела {section} нет собственной записи</translation>
    </message>
    <message>
        <source>level {level} must lie on level {below}; {count} vertices do not</source>
        <translation>уровень {level} должен лежать на уровне {below}; вершин вне его: {count}</translation>
    </message>
    <message>
        <source>level-{level} Hill</source>
        <translation>холм уровня {level}</translation>
    </message>
    <message>
        <source>low {low} is above high {high}</source>
        <translation>low {low} больше high {high}</translation>
    </message>
    <message>
        <source>min_range {min_range} exceeds range {range}</source>
        <translation>min_range {min_range} больше range {range}</translation>
    </message>
    <message>
        <source>more opening cards than the hand holds</source>
        <translation>начальных карточек больше, чем вмещает набор</translation>
    </message>
    <message>
        <source>names map {map}, found neither beside it nor in {folder}</source>
        <translation>указывает карту {map}, но её нет ни рядом со сценарием, ни в {folder}</translation>
    </message>
    <message>
        <source>names the rule itself</source>
        <translation>ссылается на само это правило</translation>
    </message>
    <message>
        <source>names {rule}, which has no entry</source>
        <translation>ссылается на {rule}, для которого нет записи</translation>
    </message>
    <message>
        <source>needs exactly the Radio FPs 8-13</source>
        <translation>нужны ровно ОМ Радио от 8 до 13</translation>
    </message>
    <message>
        <source>no Fate deck {deck} in the content pack</source>
        <translation>в содержимом игры нет колоды судьбы {deck}</translation>
    </message>
    <message>
        <source>no Order is given before the first Turn begins [5]</source>
        <translation>до начала первого Хода Приказы не отдаются [5]</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>нет карточек</translation>
    </message>
    <message>
        <source>no card {number} in the deck</source>
        <translation>в колоде нет карточки {number}</translation>
    </message>
    <message>
        <source>no hex of the entry zone can take a unit, so these reinforcements could never enter [6.1.2, T98]</source>
        <translation>ни один гексагон зоны входа не может принять часть, поэтому эти подкрепления никогда не смогли бы войти [6.1.2, T98]</translation>
    </message>
    <message>
        <source>no hex of the friendly edge can take a unit, so reinforcements could never enter [6.1.2, T98]</source>
        <translation>ни один гексагон своего края карты не может принять часть, поэтому подкрепления никогда не смогли бы войти [6.1.2, T98]</translation>
    </message>
    <message>
        <source>no hex of the setup zone can take a unit: each is impassable or off the map [T98]</source>
        <translation>ни один гексагон зоны расстановки не может принять часть: каждый непроходим или вне карты [T98]</translation>
    </message>
    <message>
        <source>no hexes are selected</source>
        <translation>не выделено ни одного гекса</translation>
    </message>
    <message>
        <source>no map {map} in {folder}</source>
        <translation>нет карты {map} в {folder}</translation>
    </message>
    <message>
        <source>no player has a broken unit in play and is still free to be activated for Recover or Rout [O23.1]</source>
        <translation>нет игрока, у которого есть дезорганизованная часть в игре и который ещё не активизирован для Восстановления или Бегства [O23.1]</translation>
    </message>
    <message>
        <source>no such field</source>
        <translation>такого поля нет</translation>
    </message>
    <message>
        <source>no unbroken Leader can be activated as the Spotter [O18.2]</source>
        <translation>ни одного организованного Командира нельзя активизировать Корректировщиком [O18.2]</translation>
    </message>
    <message>
        <source>no unit can Advance: none has an adjacent hex to enter or an enemy edge to exit [O16]</source>
        <translation>ни одна часть не может выполнить Наступление: ни у одной нет соседнего гексагона для входа или вражеского края для выхода [O16]</translation>
    </message>
    <message>
        <source>no unit can Fire: none has an enemy unit in Range and LOS [O20.1]</source>
        <translation>ни одна часть не может вести Огонь: ни у одной нет вражеской части в пределах Дальности и ЛВ [O20.1]</translation>
    </message>
    <message>
        <source>no unit can Move: none can cross a hexside [O14.4]</source>
        <translation>ни одна часть не может выполнить Движение: ни одна не может пересечь сторону гексагона [O14.4]</translation>
    </message>
    <message>
        <source>no unit can be activated: every unit in play was activated this Turn [O14.1]</source>
        <translation>ни одну часть нельзя активизировать: все части в игре уже активизированы в этом Ходу [O14.1]</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>none of your units is broken or Suppressed [O22.1]</source>
        <translation>ни одна ваша часть не дезорганизована и не подавлена [O22.1]</translation>
    </message>
    <message>
        <source>not UTF-8 text ({reason})</source>
        <translation>не текст в UTF-8 ({reason})</translation>
    </message>
    <message>
        <source>not a known content file: expected a scenario, map, Fate deck, nation, terrain chart, track display or objective chits</source>
        <translation>неизвестный файл содержимого: ожидались сценарий, карта, колода судьбы, страна, таблица местности, игровые дорожки или фишки Целей</translation>
    </message>
    <message>
        <source>not a known key</source>
        <translation>неизвестный ключ</translation>
    </message>
    <message>
        <source>not a known key: did you mean {key}?</source>
        <translation>неизвестный ключ: может быть, имелось в виду {key}?</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>неверный JSON: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>not valid JSON: {reason} at line {line} column {column}</source>
        <translation>неверный JSON: {reason} в строке {line}, столбце {column}</translation>
    </message>
    <message>
        <source>nothing in the way</source>
        <translation>ничто не мешает</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>нечего отменять</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>за пределами карты</translation>
    </message>
    <message>
        <source>one capital letter such as A</source>
        <translation>одна заглавная латинская буква, например A</translation>
    </message>
    <message>
        <source>only a leader carries a name</source>
        <translation>имя бывает только у Командира</translation>
    </message>
    <message>
        <source>only a unit carries a Weapon [11.2]</source>
        <translation>Вооружение несёт только часть [11.2]</translation>
    </message>
    <message>
        <source>only leaders have Command</source>
        <translation>Командование есть только у Командиров</translation>
    </message>
    <message>
        <source>play Assault Fire [A26]</source>
        <translation>разыграть Штурмовой огонь [A26]</translation>
    </message>
    <message>
        <source>play Smoke Grenades [A39]</source>
        <translation>разыграть Дымовые гранаты [A39]</translation>
    </message>
    <message>
        <source>provisional names {name}, which is not a field</source>
        <translation>provisional указывает {name}, но такого поля нет</translation>
    </message>
    <message>
        <source>reinforcements are placed when they arrive, in their entry zone or along the friendly edge [6.1.2]: they have no fixed hexes</source>
        <translation>подкрепления помещаются по прибытии, в свою зону входа или вдоль своего края карты [6.1.2]: постоянных гексагонов у них нет</translation>
    </message>
    <message>
        <source>reinforcements arrive after the Time start</source>
        <translation>подкрепления прибывают после начальной ячейки Времени</translation>
    </message>
    <message>
        <source>same hex</source>
        <translation>тот же гексагон</translation>
    </message>
    <message>
        <source>should be {expected}</source>
        <translation>ожидается {expected}</translation>
    </message>
    <message>
        <source>space {space} is beyond the Time track (0-{last})</source>
        <translation>ячейка {space} за пределами Дорожки времени (0-{last})</translation>
    </message>
    <message>
        <source>starting VP name a side exactly when the value is not 0</source>
        <translation>сторона у начальных ПО указывается тогда и только тогда, когда значение не 0</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>остановиться</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>the Allies lead by {vp} VP</source>
        <translation>Союзники впереди на {vp} ПО</translation>
    </message>
    <message>
        <source>the Artillery Accuracy roll</source>
        <translation>Бросок точности артиллерии</translation>
    </message>
    <message>
        <source>the Axis leads by {vp} VP</source>
        <translation>Ось впереди на {vp} ПО</translation>
    </message>
    <message>
        <source>the Commissar roll of {unit}</source>
        <translation>Бросок Комиссара: {unit}</translation>
    </message>
    <message>
        <source>the Crest Line of the {hill} hides the lower end</source>
        <translation>линия гребня ({hill}) закрывает нижний конец</translation>
    </message>
    <message>
        <source>the Defender gains 1 VP per Time advance</source>
        <translation>Обороняющийся получает 1 ПО за каждое продвижение Времени</translation>
    </message>
    <message>
        <source>the Fire Defense of {unit}</source>
        <translation>Бросок огневой защиты: {unit}</translation>
    </message>
    <message>
        <source>the Fix range must lie below the Elim range</source>
        <translation>диапазон «Починено» должен быть ниже диапазона «Уничтожено»</translation>
    </message>
    <message>
        <source>the Hidden Unit Support Table roll</source>
        <translation>Бросок по Таблице поддержки для Скрытой части</translation>
    </message>
    <message>
        <source>the Melee in {hex}</source>
        <translation>Рукопашная в {hex}</translation>
    </message>
    <message>
        <source>the Melee in {hex} is over: No Quarter [A38]; or pass</source>
        <translation>Рукопашная в {hex} окончена: Не давать пощады [A38]; или пас</translation>
    </message>
    <message>
        <source>the Order under way must be finished before another is given [O14.2]</source>
        <translation>текущий Приказ должен быть завершён, прежде чем отдать следующий [O14.2]</translation>
    </message>
    <message>
        <source>the Rally Roll of {unit}</source>
        <translation>Бросок сбора: {unit}</translation>
    </message>
    <message>
        <source>the Rout Roll of {unit}</source>
        <translation>Бросок бегства: {unit}</translation>
    </message>
    <message>
        <source>the Sniper</source>
        <translation>Снайпер</translation>
    </message>
    <message>
        <source>the Spotting Round&apos;s drift</source>
        <translation>отклонение Пристрелочного выстрела</translation>
    </message>
    <message>
        <source>the Sudden Death roll</source>
        <translation>Бросок на Внезапное окончание</translation>
    </message>
    <message>
        <source>the Sudden Death space must lie after the Time start [6.2]</source>
        <translation>ячейка Внезапного окончания должна быть после начальной ячейки Времени [6.2]</translation>
    </message>
    <message>
        <source>the Support Table roll</source>
        <translation>Бросок по Таблице поддержки</translation>
    </message>
    <message>
        <source>the Time track needs at least one space</source>
        <translation>на Дорожке времени нужна хотя бы одна ячейка</translation>
    </message>
    <message>
        <source>the broken {weapon} breaks again and is eliminated ({cause})</source>
        <translation>сломанное Вооружение {weapon} снова ломается и уничтожается ({cause})</translation>
    </message>
    <message>
        <source>the counter mix needs at least one Blaze marker [T94]</source>
        <translation>в наборе фишек нужен хотя бы один маркер Пламени [T94]</translation>
    </message>
    <message>
        <source>the counter mix needs at least one Smoke marker [T94]</source>
        <translation>в наборе фишек нужен хотя бы один маркер Дыма [T94]</translation>
    </message>
    <message>
        <source>the enemy has no Radio in play [O17]</source>
        <translation>у противника нет Радио в игре [O17]</translation>
    </message>
    <message>
        <source>the game has 22 Objective chits, this file {count}</source>
        <translation>в игре 22 фишки Целей, в этом файле — {count}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>the game is over: no choice is legal</source>
        <translation>игра окончена: ни одно решение не допустимо</translation>
    </message>
    <message>
        <source>the hexside into {hex} is a {hexside}</source>
        <translation>сторона гексагона на пути в {hex}: {hexside}</translation>
    </message>
    <message>
        <source>the hill outlines put the centre dot of {hex} at level {drawn}, the hex says {stored} [T88.3.1]</source>
        <translation>по контурам холмов центральная точка {hex} на уровне {drawn}, а в данных гекса {stored} [T88.3.1]</translation>
    </message>
    <message>
        <source>the id {id} must match the file name {file}</source>
        <translation>идентификатор {id} должен совпадать с именем файла {file}</translation>
    </message>
    <message>
        <source>the key {key} appears more than once</source>
        <translation>ключ {key} встречается больше одного раза</translation>
    </message>
    <message>
        <source>the last choice revealed a card or used chance</source>
        <translation>последнее решение открыло карточку или использовало случайность</translation>
    </message>
    <message>
        <source>the number {number} is out of range</source>
        <translation>число {number} вне допустимого диапазона</translation>
    </message>
    <message>
        <source>the other side has to decide now</source>
        <translation>сейчас решение принимает другая сторона</translation>
    </message>
    <message>
        <source>the ring encloses no ground</source>
        <translation>контур не охватывает никакой площади</translation>
    </message>
    <message>
        <source>the two sides cannot share a friendly edge</source>
        <translation>у двух сторон не может быть общего своего края карты</translation>
    </message>
    <message>
        <source>the two sides&apos; setup zones share {count} hexes ({hexes}): each side sets up in hexes of its own</source>
        <translation>у зон расстановки двух сторон общих гексагонов: {count} ({hexes}); каждая сторона расставляется в своих гексагонах</translation>
    </message>
    <message>
        <source>the {attack}</source>
        <translation>{attack}</translation>
    </message>
    <message>
        <source>the {obstacle} is in the way</source>
        <translation>мешает: {obstacle}</translation>
    </message>
    <message>
        <source>the {weapon} breaks ({cause})</source>
        <translation>Вооружение {weapon} ломается ({cause})</translation>
    </message>
    <message>
        <source>the {weapon} is used up and eliminated [11.6]</source>
        <translation>Вооружение {weapon} израсходовано и уничтожается [11.6]</translation>
    </message>
    <message>
        <source>there is no Objective chit {letter}</source>
        <translation>нет фишки Цели {letter}</translation>
    </message>
    <message>
        <source>there is no polygon {index}</source>
        <translation>нет многоугольника {index}</translation>
    </message>
    <message>
        <source>there is no vertex {vertex} of ring {ring}</source>
        <translation>нет вершины {vertex} в кольце {ring}</translation>
    </message>
    <message>
        <source>this map has no outlines</source>
        <translation>у этой карты нет контуров</translation>
    </message>
    <message>
        <source>ties while activated to Move and breaks</source>
        <translation>равенство при активизации для Движения: дезорганизуется</translation>
    </message>
    <message>
        <source>ties: Suppressed</source>
        <translation>равенство: Подавление</translation>
    </message>
    <message>
        <source>undo &apos;{choice}&apos;</source>
        <translation>отменить «{choice}»</translation>
    </message>
    <message>
        <source>unknown Fate deck {deck}</source>
        <translation>неизвестная колода судьбы {deck}</translation>
    </message>
    <message>
        <source>unknown computer level {level}: the levels are {levels}</source>
        <translation>неизвестный уровень компьютера {level}: уровни — {levels}</translation>
    </message>
    <message>
        <source>unknown nation {nation}</source>
        <translation>неизвестная страна {nation}</translation>
    </message>
    <message>
        <source>uphill</source>
        <translation>вверх по склону</translation>
    </message>
    <message>
        <source>you have given all {count} Orders of this Turn [5, O14]</source>
        <translation>вы уже отдали все Приказы этого Хода ({count}) [5, O14]</translation>
    </message>
    <message>
        <source>you have no Radio in play [O18]</source>
        <translation>у вас нет Радио в игре [O18]</translation>
    </message>
    <message>
        <source>you were activated for Recover or Rout this Turn already [O22.1]</source>
        <translation>в этом Ходу вы уже были активизированы для Восстановления или Бегства [O22.1]</translation>
    </message>
    <message>
        <source>your opponent discarded by passing: Demolitions or Hidden Unit [O15, A31, A35.4]; or pass</source>
        <translation>противник сбросил карточки, объявив Пас: Подрывные заряды или Скрытая часть [O15, A31, A35.4]; или пас</translation>
    </message>
    <message>
        <source>{action}: +2 FP to the {attack} [{rule}]</source>
        <translation>{action}: +2 ОМ к атаке ({attack}) [{rule}]</translation>
    </message>
    <message>
        <source>{aim}: choose the firing pieces one by one [O20.3.1]</source>
        <translation>{aim}: выберите стреляющие фишки по одной [O20.3.1]</translation>
    </message>
    <message>
        <source>{aim}: {pieces}; FP {arithmetic} = {fp} [O20.3.1]</source>
        <translation>{aim}: {pieces}; ОМ {arithmetic} = {fp} [O20.3.1]</translation>
    </message>
    <message>
        <source>{aim}: {pieces}; FP {arithmetic} = {fp} [O20.3.1] (below 1: cancelled unless Actions raise it [10.3.2.1])</source>
        <translation>{aim}: {pieces}; ОМ {arithmetic} = {fp} [O20.3.1] (меньше 1: выстрел отменяется, если Акции не повысят ОМ [10.3.2.1])</translation>
    </message>
    <message>
        <source>{arithmetic} -&gt; {then} of {total} MP [O21.1]</source>
        <translation>{arithmetic} -&gt; {then} из {total} ОД [O21.1]</translation>
    </message>
    <message>
        <source>{attack} and {second}</source>
        <translation>{attack} и {second}</translation>
    </message>
    <message>
        <source>{attack} at {hex}</source>
        <translation>{attack} по {hex}</translation>
    </message>
    <message>
        <source>{attack} by {pieces} on {hex}</source>
        <translation>{attack} по {hex} ({pieces})</translation>
    </message>
    <message>
        <source>{attack}: Attack Total {total}. Choose the next unit to make its Fire Defense roll [O20.3.4]</source>
        <translation>{attack}: Сумма атаки {total}. Выберите следующую часть для Броска огневой защиты [O20.3.4]</translation>
    </message>
    <message>
        <source>{attack}: Attack Total {total}. Play Actions before the Fire Defense Roll of {unit}, or continue [A29, A35.1, A35.3]</source>
        <translation>{attack}: Сумма атаки {total}. Разыграйте Акции перед Броском огневой защиты ({unit}) или продолжите [A29, A35.1, A35.3]</translation>
    </message>
    <message>
        <source>{attack}: FP {fp}. Play Actions before the Fire Attack Roll, or continue [A24.1, A27, A30, A34, A37, A40, A41]</source>
        <translation>{attack}: ОМ {fp}. Разыграйте Акции перед Броском огневой атаки или продолжите [A24.1, A27, A30, A34, A37, A40, A41]</translation>
    </message>
    <message>
        <source>{attack}: Sustained Fire on doubles: choose the firing Mortar or MG that breaks ({count} due) [A41]</source>
        <translation>{attack}: Беглый огонь при дубле: выберите стреляющий Миномёт или Пулемёт, который ломается (нужно: {count}) [A41]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} -{hindrance} Hindrance [10.3.1] = {net} &gt; range {range}: hit [O20.2.3]</source>
        <translation>{attack}: Бросок прицеливания {roll}, произведение {product} -{hindrance} Помеха [10.3.1] = {net} &gt; дальности {range}: попадание [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} -{hindrance} Hindrance [10.3.1] = {net} is not &gt; range {range}: miss, the shot is cancelled [O20.2.3]</source>
        <translation>{attack}: Бросок прицеливания {roll}, произведение {product} -{hindrance} Помеха [10.3.1] = {net} не &gt; дальности {range}: промах, выстрел отменяется [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} &gt; range {range}: hit [O20.2.3]</source>
        <translation>{attack}: Бросок прицеливания {roll}, произведение {product} &gt; дальности {range}: попадание [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} is not &gt; range {range}: miss, the shot is cancelled [O20.2.3]</source>
        <translation>{attack}: Бросок прицеливания {roll}, произведение {product} не &gt; дальности {range}: промах, выстрел отменяется [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: final FP {arithmetic} = {fp}, below 1: the shot is cancelled [10.3.2.1]</source>
        <translation>{attack}: итоговая ОМ {arithmetic} = {fp}, меньше 1: выстрел отменяется [10.3.2.1]</translation>
    </message>
    <message>
        <source>{attack}: the firing Weapon was eliminated while the Targeting roll&apos;s trigger was resolved: no Fire Attack Roll is made [O20.2, 1.9.1]</source>
        <translation>{attack}: стреляющее Вооружение уничтожено при исполнении включателя Броска прицеливания: Бросок огневой атаки не делается [O20.2, 1.9.1]</translation>
    </message>
    <message>
        <source>{attack}: {arithmetic} = FP {fp}; roll {roll} +{airburst} Airbursts [T99] -&gt; Attack Total {total} [O20.3.3]</source>
        <translation>{attack}: {arithmetic} = ОМ {fp}; бросок {roll} +{airburst} Детонация в воздухе [T99] -&gt; Сумма атаки {total} [O20.3.3]</translation>
    </message>
    <message>
        <source>{attack}: {arithmetic} = FP {fp}; roll {roll} -&gt; Attack Total {total} [O20.3.3]</source>
        <translation>{attack}: {arithmetic} = ОМ {fp}; бросок {roll} -&gt; Сумма атаки {total} [O20.3.3]</translation>
    </message>
    <message>
        <source>{a} and {b} are not adjacent</source>
        <translation>{a} и {b} не соседние</translation>
    </message>
    <message>
        <source>{a} and {b} are not adjacent, so share no hexside</source>
        <translation>{a} и {b} не соседние, у них нет общей стороны гексагона</translation>
    </message>
    <message>
        <source>{a}|{b} is off the map</source>
        <translation>{a}|{b} вне карты</translation>
    </message>
    <message>
        <source>{choice} is not legal for the {side:adjective} {kind} decision; legal: {legal}</source>
        <translation>{choice} недопустимо для решения {kind} стороны {side}; допустимо: {legal}</translation>
    </message>
    <message>
        <source>{count} Fortifications to place, but only {hexes} hexes of the setup zone can take one (not Water, one per hex) [F100.3]</source>
        <translation>нужно поместить Укреплений: {count}, но принять их могут лишь {hexes} гексагонов зоны расстановки (не вода, одно на гексагон) [F100.3]</translation>
    </message>
    <message>
        <source>{count} Radios at start; a side has at most 1 [8.1.2]</source>
        <translation>Радио в начале: {count}; у стороны не больше 1 [8.1.2]</translation>
    </message>
    <message>
        <source>{count} hexes are missing: {hexes}</source>
        <translation>не хватает гексагонов ({count}): {hexes}</translation>
    </message>
    <message>
        <source>{count} vertices lie off the map, the first at ({x}, {y})</source>
        <translation>вершин за пределами карты: {count}, первая в ({x}, {y})</translation>
    </message>
    <message>
        <source>{cover} {value} - Road {road}</source>
        <translation>{cover} {value} - Дорога {road}</translation>
    </message>
    <message>
        <source>{drawn} chits wanted but only {available} can be drawn</source>
        <translation>нужно фишек: {drawn}, но взять можно только {available}</translation>
    </message>
    <message>
        <source>{entry} needs a side and {count} settings</source>
        <translation>{entry}: нужны сторона и настройки ({count})</translation>
    </message>
    <message>
        <source>{entry}: side must be one of {sides}</source>
        <translation>{entry}: сторона должна быть одной из {sides}</translation>
    </message>
    <message>
        <source>{event}: no Objective chit is left to draw</source>
        <translation>{event}: не осталось фишек Целей для вытягивания</translation>
    </message>
    <message>
        <source>{event}: nothing to pick; no effect</source>
        <translation>{event}: нечего выбрать; без эффекта</translation>
    </message>
    <message>
        <source>{event}: {hex} is Water: nothing happens</source>
        <translation>{event}: {hex} — вода: ничего не происходит</translation>
    </message>
    <message>
        <source>{event}: {hex} is a Blaze: nothing happens</source>
        <translation>{event}: в {hex} Пламя: ничего не происходит</translation>
    </message>
    <message>
        <source>{event}: {hex} is off this map: nothing happens</source>
        <translation>{event}: {hex} за пределами этой карты: ничего не происходит</translation>
    </message>
    <message>
        <source>{feature} in {hex}</source>
        <translation>{feature} в {hex}</translation>
    </message>
    <message>
        <source>{file}: content.{part}: the game was saved with other game content than this version has</source>
        <translation>{file}: content.{part}: игра сохранена с другими игровыми данными, чем в этой версии</translation>
    </message>
    <message>
        <source>{file}: format_version: not a saved game of this program (no save format and version)</source>
        <translation>{file}: format_version: это не сохранённая игра этой программы (нет формата сохранения и версии)</translation>
    </message>
    <message>
        <source>{file}: format_version: saved by a later version of the game ({saved}, save format {found}); this version ({current}) reads save format {format}: update the game to open it</source>
        <translation>{file}: format_version: сохранено более новой версией игры ({saved}, формат сохранения {found}); эта версия ({current}) читает формат {format}: обновите игру, чтобы открыть файл</translation>
    </message>
    <message>
        <source>{file}: format_version: saved by an earlier version of the game ({saved}, save format {found}); this version ({current}) reads save format {format} only</source>
        <translation>{file}: format_version: сохранено более ранней версией игры ({saved}, формат сохранения {found}); эта версия ({current}) читает только формат {format}</translation>
    </message>
    <message>
        <source>{file}: the game engine failed reading it ({reason})</source>
        <translation>{file}: игровой движок не смог его прочитать ({reason})</translation>
    </message>
    <message>
        <source>{file}: map: the file holds map {held}, but the scenario is played on {played}</source>
        <translation>{file}: map: в файле карта {held}, а сценарий играется на {played}</translation>
    </message>
    <message>
        <source>Ambush: the {side} pick {unit} to break [A25]</source>
        <translation>Засада ({side}): дезорганизуется {unit} [A25]</translation>
    </message>
    <message>
        <source>Ambush: the {side} picks {unit} to break [A25]</source>
        <translation>Засада ({side}): дезорганизуется {unit} [A25]</translation>
    </message>
    <message>
        <source>Battlefield Integrity: the {side} gain {count} VP, 1 per {enemy:adjective} unit on the Casualty Track</source>
        <translation>Боевые потери: {side}: +{count} ПО, по 1 за каждую часть ({enemy}) на Дорожке потерь</translation>
    </message>
    <message>
        <source>Battlefield Integrity: the {side} gains {count} VP, 1 per {enemy:adjective} unit on the Casualty Track</source>
        <translation>Боевые потери: {side}: +{count} ПО, по 1 за каждую часть ({enemy}) на Дорожке потерь</translation>
    </message>
    <message>
        <source>Command &amp; Control: the {side} gain {count} VP, 1 per Objective they control ({objectives})</source>
        <translation>Командование и контроль: {side}: +{count} ПО, по 1 за каждую Цель под контролем ({objectives})</translation>
    </message>
    <message>
        <source>Command &amp; Control: the {side} gains {count} VP, 1 per Objective it controls ({objectives})</source>
        <translation>Командование и контроль: {side}: +{count} ПО, по 1 за каждую Цель под контролем ({objectives})</translation>
    </message>
    <message>
        <source>Command {count}: may also activate friendly units up to {count} hex away [3.3.1.1]</source>
        <translation>Командование {count}: может также активизировать свои части в соседних гексагонах [3.3.1.1]</translation>
    </message>
    <message>
        <source>Command {count}: may also activate friendly units up to {count} hexes away [3.3.1.1]</source>
        <translation>Командование {count}: может также активизировать свои части в радиусе {count} гексагонов [3.3.1.1]</translation>
    </message>
    <message>
        <source>Discard up to {count} more card [O15]</source>
        <translation>Можно сбросить ещё одну карточку [O15]</translation>
    </message>
    <message>
        <source>Discard up to {count} more cards [O15]</source>
        <translation>Можно сбросить ещё карточек: до {count} [O15]</translation>
    </message>
    <message>
        <source>Fire Order: pick a target hex ({count} shot made); each piece fires once [O20.3]</source>
        <translation>Приказ «Огонь»: выберите гексагон цели (сделан {count} выстрел); каждая фишка стреляет один раз [O20.3]</translation>
    </message>
    <message>
        <source>Fire Order: pick a target hex ({count} shots made); each piece fires once [O20.3]</source>
        <translation>Приказ «Огонь»: выберите гексагон цели (сделано выстрелов: {count}); каждая фишка стреляет один раз [O20.3]</translation>
    </message>
    <message>
        <source>Fog of War: the {side} take card {card} ({order}) at random from the {owner:adjective} hand; it goes to the {owner:adjective} discard pile</source>
        <translation>Неопределённости войны: сторона «{side}» наугад берёт карточку {card} ({order}) из набора стороны «{owner}»; она уходит в стопку сброса стороны «{owner}»</translation>
    </message>
    <message>
        <source>Fog of War: the {side} takes card {card} ({order}) at random from the {owner:adjective} hand; it goes to the {owner:adjective} discard pile</source>
        <translation>Неопределённости войны: сторона «{side}» наугад берёт карточку {card} ({order}) из набора стороны «{owner}»; она уходит в стопку сброса стороны «{owner}»</translation>
    </message>
    <message>
        <source>Interrogation: the {side} put the {owner:adjective} card {card} ({order}) on its discard pile</source>
        <translation>Допрос: сторона «{side}» кладёт карточку {card} ({order}) стороны «{owner}» в её стопку сброса</translation>
    </message>
    <message>
        <source>Interrogation: the {side} puts the {owner:adjective} card {card} ({order}) on its discard pile</source>
        <translation>Допрос: сторона «{side}» кладёт карточку {card} ({order}) стороны «{owner}» в её стопку сброса</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; a tie: the {holder} held the {fortification} hex alone, so only the {loser:adjective} side is eliminated [O16.4.3, F101, F104]</source>
        <translation>Рукопашная в {hex}: {inactive} {inactive_total} против {active} {active_total}; ничья: сторона «{holder}» одна удерживала гексагон с укреплением «{fortification}», поэтому уничтожается только сторона «{loser}» [O16.4.3, F101, F104]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; the {side} has the lower Melee Total [O16.4.3]</source>
        <translation>Рукопашная в {hex}: {inactive} {inactive_total} против {active} {active_total}; у стороны «{side}» Сумма рукопашной ниже [O16.4.3]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; the {side} have the lower Melee Total [O16.4.3]</source>
        <translation>Рукопашная в {hex}: {inactive} {inactive_total} против {active} {active_total}; у стороны «{side}» Сумма рукопашной ниже [O16.4.3]</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draw Objective chit {letter} ({chit}); it has no secret side and is open: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Цель миссии: сторона «{side}» вытягивает фишку Цели {letter} ({chit}); у неё нет тайной стороны, и она открыта: маркер ПО {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draw a secret Objective chit</source>
        <translation>Цель миссии: сторона «{side}» вытягивает тайную фишку Цели</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draws Objective chit {letter} ({chit}); it has no secret side and is open: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Цель миссии: сторона «{side}» вытягивает фишку Цели {letter} ({chit}); у неё нет тайной стороны, и она открыта: маркер ПО {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draws a secret Objective chit</source>
        <translation>Цель миссии: сторона «{side}» вытягивает тайную фишку Цели</translation>
    </message>
    <message>
        <source>Objective {number} is in {count} hexes, not 1: a map carries all five numbered Objectives, each in one hex, for the Objective chits to score [2.3]</source>
        <translation>Цель {number} находится в гексах: {count}, а не в 1: на каждой карте есть все пять пронумерованных целей, каждая в одном гексе, чтобы жетоны целей могли приносить очки [2.3]</translation>
    </message>
    <message>
        <source>Reconnaissance: the {side} reveal their secret Objective chit {letter} ({chit}); it is open and scores at once: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Разведка: сторона «{side}» открывает свою тайную фишку Цели {letter} ({chit}); она открыта и сразу приносит ПО: маркер ПО {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Reconnaissance: the {side} reveals its secret Objective chit {letter} ({chit}); it is open and scores at once: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Разведка: сторона «{side}» открывает свою тайную фишку Цели {letter} ({chit}); она открыта и сразу приносит ПО: маркер ПО {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Retreat {unit} ({count} hex left): enter a hex closer to your friendly edge [O23.3]</source>
        <translation>Отступление: {unit} (остался {count} гексагон): войдите в гексагон ближе к своему краю карты [O23.3]</translation>
    </message>
    <message>
        <source>Retreat {unit} ({count} hexes left): enter a hex closer to your friendly edge [O23.3]</source>
        <translation>Отступление: {unit} (осталось гексагонов: {count}): войдите в гексагон ближе к своему краю карты [O23.3]</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: greater by {roll} - {morale_total} = {count}: {unit} must Retreat {count} hex [O23.3]</source>
        <translation>Бросок бегства {roll} ({dice}) против Морали {morale} [O23.2]: больше на {roll} - {morale_total} = {count}: {unit} Отступает на {count} гексагон [O23.3]</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: greater by {roll} - {morale_total} = {count}: {unit} must Retreat {count} hexes [O23.3]</source>
        <translation>Бросок бегства {roll} ({dice}) против Морали {morale} [O23.2]: больше на {roll} - {morale_total} = {count}: {unit} Отступает (гексагонов: {count}) [O23.3]</translation>
    </message>
    <message>
        <source>The {side} activate the {target} for a Rout Order [O23.1]; the {side} make the Rout Rolls for: {units} [O23.2]</source>
        <translation>Сторона «{side}» активизирует сторону «{target}» для Приказа «Бегство» [O23.1]; сторона «{side}» делает Броски бегства для: {units} [O23.2]</translation>
    </message>
    <message>
        <source>The {side} activate {units} for {order} [O14.1, 3.3.1.1]</source>
        <translation>{order} ({side}), активизация: {units} [O14.1, 3.3.1.1]</translation>
    </message>
    <message>
        <source>The {side} activates the {target} for a Rout Order [O23.1]; the {side} makes the Rout Rolls for: {units} [O23.2]</source>
        <translation>Сторона «{side}» активизирует сторону «{target}» для Приказа «Бегство» [O23.1]; сторона «{side}» делает Броски бегства для: {units} [O23.2]</translation>
    </message>
    <message>
        <source>The {side} activates {units} for {order} [O14.1, 3.3.1.1]</source>
        <translation>{order} ({side}), активизация: {units} [O14.1, 3.3.1.1]</translation>
    </message>
    <message>
        <source>The {side} announce a Smoke barrage [O18.2.1.1]</source>
        <translation>Сторона «{side}» объявляет дымовую завесу [O18.2.1.1]</translation>
    </message>
    <message>
        <source>The {side} announces a Smoke barrage [O18.2.1.1]</source>
        <translation>Сторона «{side}» объявляет дымовую завесу [O18.2.1.1]</translation>
    </message>
    <message>
        <source>The {side} are activated for a Recover Order [O22.1]: Suppressed markers removed: {count}; Rally Rolls for: {units} [O22.2]</source>
        <translation>Сторона «{side}» активизирована для Приказа «Восстановление» [O22.1]: убрано маркеров подавления: {count}; Броски сбора для: {units} [O22.2]</translation>
    </message>
    <message>
        <source>The {side} control all five Objectives before the Sudden Death roll and win</source>
        <translation>Сторона «{side}» контролирует все пять Целей перед Броском на Внезапное окончание и побеждает</translation>
    </message>
    <message>
        <source>The {side} controls all five Objectives before the Sudden Death roll and wins</source>
        <translation>Сторона «{side}» контролирует все пять Целей перед Броском на Внезапное окончание и побеждает</translation>
    </message>
    <message>
        <source>The {side} decline the Air Support [E43]</source>
        <translation>Сторона «{side}» отказывается от Поддержки с воздуха [E43]</translation>
    </message>
    <message>
        <source>The {side} declines the Air Support [E43]</source>
        <translation>Сторона «{side}» отказывается от Поддержки с воздуха [E43]</translation>
    </message>
    <message>
        <source>The {side} discard card {card} ({order})</source>
        <translation>{side}: сброшена карточка {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} discards card {card} ({order})</source>
        <translation>{side}: сброшена карточка {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} do not Deploy [E52]</source>
        <translation>{side}: без Развёртывания [E52]</translation>
    </message>
    <message>
        <source>The {side} do not place the Private [E56]</source>
        <translation>{side}: Рядовой не помещается [E56]</translation>
    </message>
    <message>
        <source>The {side} does not Deploy [E52]</source>
        <translation>{side}: без Развёртывания [E52]</translation>
    </message>
    <message>
        <source>The {side} does not place the Private [E56]</source>
        <translation>{side}: Рядовой не помещается [E56]</translation>
    </message>
    <message>
        <source>The {side} draw a card</source>
        <translation>{side}: вытянута карточка</translation>
    </message>
    <message>
        <source>The {side} draw card {card} ({order})</source>
        <translation>{side}: вытянута карточка {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} draws a card</source>
        <translation>{side}: вытянута карточка</translation>
    </message>
    <message>
        <source>The {side} draws card {card} ({order})</source>
        <translation>{side}: вытянута карточка {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} end the Fire Order</source>
        <translation>{side}: Приказ «Огонь» завершён</translation>
    </message>
    <message>
        <source>The {side} ends the Fire Order</source>
        <translation>{side}: Приказ «Огонь» завершён</translation>
    </message>
    <message>
        <source>The {side} has no Squad to Deploy</source>
        <translation>У стороны «{side}» нет Отделений для Развёртывания</translation>
    </message>
    <message>
        <source>The {side} has no broken unit</source>
        <translation>У стороны «{side}» нет дезорганизованных частей</translation>
    </message>
    <message>
        <source>The {side} has no friendly hex</source>
        <translation>У стороны «{side}» нет своих гексагонов</translation>
    </message>
    <message>
        <source>The {side} has no unit without a Veteran marker on the map</source>
        <translation>У стороны «{side}» нет на карте частей без маркера «Ветераны»</translation>
    </message>
    <message>
        <source>The {side} have no Squad to Deploy</source>
        <translation>У стороны «{side}» нет Отделений для Развёртывания</translation>
    </message>
    <message>
        <source>The {side} have no broken unit</source>
        <translation>У стороны «{side}» нет дезорганизованных частей</translation>
    </message>
    <message>
        <source>The {side} have no friendly hex</source>
        <translation>У стороны «{side}» нет своих гексагонов</translation>
    </message>
    <message>
        <source>The {side} have no unit without a Veteran marker on the map</source>
        <translation>У стороны «{side}» нет на карте частей без маркера «Ветераны»</translation>
    </message>
    <message>
        <source>The {side} is activated for a Recover Order [O22.1]: Suppressed markers removed: {count}; Rally Rolls for: {units} [O22.2]</source>
        <translation>Сторона «{side}» активизирована для Приказа «Восстановление» [O22.1]: убрано маркеров подавления: {count}; Броски сбора для: {units} [O22.2]</translation>
    </message>
    <message>
        <source>The {side} keep the {vp} VP of {unit}&apos;s elimination [7.1, E76]</source>
        <translation>Сторона «{side}» сохраняет {vp} ПО за уничтоженную часть: {unit} [7.1, E76]</translation>
    </message>
    <message>
        <source>The {side} keeps the {vp} VP of {unit}&apos;s elimination [7.1, E76]</source>
        <translation>Сторона «{side}» сохраняет {vp} ПО за уничтоженную часть: {unit} [7.1, E76]</translation>
    </message>
    <message>
        <source>The {side} lose: {reason}</source>
        <translation>{side}: поражение — {reason}</translation>
    </message>
    <message>
        <source>The {side} loses: {reason}</source>
        <translation>{side}: поражение — {reason}</translation>
    </message>
    <message>
        <source>The {side} pass and may discard [O15]</source>
        <translation>{side}: Пас, можно сбросить карточки [O15]</translation>
    </message>
    <message>
        <source>The {side} passes and may discard [O15]</source>
        <translation>{side}: Пас, можно сбросить карточки [O15]</translation>
    </message>
    <message>
        <source>The {side} pick {item} from the Support Table [{rule}]</source>
        <translation>{side}: из Таблицы поддержки выбрано: {item} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} picks {item} from the Support Table [{rule}]</source>
        <translation>{side}: из Таблицы поддержки выбрано: {item} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} as a Fire Action for Op Fire at {hex} [A33.2]</source>
        <translation>{side}: карточка {card} разыграна как Акция «Огонь» для Реагирующего огня по {hex} [A33.2]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for Light Wounds [A36]</source>
        <translation>{side}: карточка {card} разыграна как Акция «Лёгкие ранения» [A36]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for a {order} Order [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Приказ «{order}» [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for an {order} Order [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Приказ «{order}» [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Акция «{action}» [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} after the Melee in {hex} [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Акция «{action}» после Рукопашной в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} by {unit}, into {hex} [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Акция «{action}» — {unit}, в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} in {hex} [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Акция «{action}» в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action}: the {fortification} in {hex} is eliminated [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Акция «{action}»: укрепление «{fortification}» в {hex} уничтожено [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play the Initiative card: the roll is cancelled and made again; the card passes to the {other}</source>
        <translation>{side}: разыграна карточка Инициативы — бросок отменяется и делается заново; карточка переходит к стороне «{other}»</translation>
    </message>
    <message>
        <source>The {side} plays card {card} as a Fire Action for Op Fire at {hex} [A33.2]</source>
        <translation>{side}: карточка {card} разыграна как Акция «Огонь» для Реагирующего огня по {hex} [A33.2]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for Light Wounds [A36]</source>
        <translation>{side}: карточка {card} разыграна как Акция «Лёгкие ранения» [A36]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for a {order} Order [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Приказ «{order}» [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for an {order} Order [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Приказ «{order}» [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Акция «{action}» [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} after the Melee in {hex} [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Акция «{action}» после Рукопашной в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} by {unit}, into {hex} [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Акция «{action}» — {unit}, в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} in {hex} [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Акция «{action}» в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action}: the {fortification} in {hex} is eliminated [{rule}]</source>
        <translation>{side}: карточка {card} разыграна как Акция «{action}»: укрепление «{fortification}» в {hex} уничтожено [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays the Initiative card: the roll is cancelled and made again; the card passes to the {other}</source>
        <translation>{side}: разыграна карточка Инициативы — бросок отменяется и делается заново; карточка переходит к стороне «{other}»</translation>
    </message>
    <message>
        <source>The {side} reveal card {card} ({purpose})</source>
        <translation>{side}: открыта карточка {card} ({purpose})</translation>
    </message>
    <message>
        <source>The {side} reveals card {card} ({purpose})</source>
        <translation>{side}: открыта карточка {card} ({purpose})</translation>
    </message>
    <message>
        <source>The {side} roll {roll} (ignored: rolled while resolving a trigger [1.9.1]) for {purpose}</source>
        <translation>{side}: бросок {roll} (игнорируется: сделан во время определения результатов включателя [1.9.1]) — {purpose}</translation>
    </message>
    <message>
        <source>The {side} roll {roll} for {purpose}</source>
        <translation>{side}: бросок {roll} — {purpose}</translation>
    </message>
    <message>
        <source>The {side} rolled {roll} for {purpose}: use the Initiative card to re-roll? [9.1]</source>
        <translation>{side}: бросок {roll} ({purpose}) — использовать карточку Инициативы для переброса? [9.1]</translation>
    </message>
    <message>
        <source>The {side} rolls {roll} (ignored: rolled while resolving a trigger [1.9.1]) for {purpose}</source>
        <translation>{side}: бросок {roll} (игнорируется: сделан во время определения результатов включателя [1.9.1]) — {purpose}</translation>
    </message>
    <message>
        <source>The {side} rolls {roll} for {purpose}</source>
        <translation>{side}: бросок {roll} — {purpose}</translation>
    </message>
    <message>
        <source>The {side} scrounge nothing [E71]</source>
        <translation>{side}: ничего не добыто [E71]</translation>
    </message>
    <message>
        <source>The {side} scrounges nothing [E71]</source>
        <translation>{side}: ничего не добыто [E71]</translation>
    </message>
    <message>
        <source>The {side} show their hand to the {viewer} ({count} card)</source>
        <translation>Сторона «{side}» показывает свой набор стороне «{viewer}» ({count} карточка)</translation>
    </message>
    <message>
        <source>The {side} show their hand to the {viewer} ({count} cards)</source>
        <translation>Сторона «{side}» показывает свой набор стороне «{viewer}» (карточек: {count})</translation>
    </message>
    <message>
        <source>The {side} show their hand to the {viewer}: {cards}</source>
        <translation>Сторона «{side}» показывает свой набор стороне «{viewer}»: {cards}</translation>
    </message>
    <message>
        <source>The {side} shows its hand to the {viewer} ({count} card)</source>
        <translation>Сторона «{side}» показывает свой набор стороне «{viewer}» ({count} карточка)</translation>
    </message>
    <message>
        <source>The {side} shows its hand to the {viewer} ({count} cards)</source>
        <translation>Сторона «{side}» показывает свой набор стороне «{viewer}» (карточек: {count})</translation>
    </message>
    <message>
        <source>The {side} shows its hand to the {viewer}: {cards}</source>
        <translation>Сторона «{side}» показывает свой набор стороне «{viewer}»: {cards}</translation>
    </message>
    <message>
        <source>The {side} suppress nobody [E75]</source>
        <translation>{side}: никто не Подавлен [E75]</translation>
    </message>
    <message>
        <source>The {side} suppresses nobody [E75]</source>
        <translation>{side}: никто не Подавлен [E75]</translation>
    </message>
    <message>
        <source>The {side} take control of Objective {number} ({hex})</source>
        <translation>Сторона «{side}» берёт под контроль Цель {number} ({hex})</translation>
    </message>
    <message>
        <source>The {side} take control of Objective {number}, the building {hexes}: no enemy unit is left in it</source>
        <translation>Сторона «{side}» берёт под контроль Цель {number}, строение {hexes}: в нём не осталось вражеских частей</translation>
    </message>
    <message>
        <source>The {side} take their Op Fire window in {hex} first; Hidden Mines or Wire may follow it [O21.6, A24.1]</source>
        <translation>Сторона «{side}» сначала использует окно Реагирующего огня в {hex}; Скрытые мины или проволока могут последовать [O21.6, A24.1]</translation>
    </message>
    <message>
        <source>The {side} takes control of Objective {number} ({hex})</source>
        <translation>Сторона «{side}» берёт под контроль Цель {number} ({hex})</translation>
    </message>
    <message>
        <source>The {side} takes control of Objective {number}, the building {hexes}: no enemy unit is left in it</source>
        <translation>Сторона «{side}» берёт под контроль Цель {number}, строение {hexes}: в нём не осталось вражеских частей</translation>
    </message>
    <message>
        <source>The {side} takes its Op Fire window in {hex} first; Hidden Mines or Wire may follow it [O21.6, A24.1]</source>
        <translation>Сторона «{side}» сначала использует окно Реагирующего огня в {hex}; Скрытые мины или проволока могут последовать [O21.6, A24.1]</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffle {count} card into a new draw pile</source>
        <translation>Маркер Времени продвигается на ячейку {time}; сторона «{side}» перемешивает {count} карточку в новую стопку для вытягивания</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffle {count} cards into a new draw pile</source>
        <translation>Маркер Времени продвигается на ячейку {time}; сторона «{side}» перемешивает карточки (всего: {count}) в новую стопку для вытягивания</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffles {count} card into a new draw pile</source>
        <translation>Маркер Времени продвигается на ячейку {time}; сторона «{side}» перемешивает {count} карточку в новую стопку для вытягивания</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffles {count} cards into a new draw pile</source>
        <translation>Маркер Времени продвигается на ячейку {time}; сторона «{side}» перемешивает карточки (всего: {count}) в новую стопку для вытягивания</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} decline</source>
        <translation>Белый фосфор: сторона «{side}» отказывается</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} declines</source>
        <translation>Белый фосфор: сторона «{side}» отказывается</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} draw Smoke {value}</source>
        <translation>Белый фосфор: сторона «{side}» вытягивает Дым {value}</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} draws Smoke {value}</source>
        <translation>Белый фосфор: сторона «{side}» вытягивает Дым {value}</translation>
    </message>
    <message>
        <source>a building listed here needs two or more hexes; a one-hex building is not listed [7.3.1.1]</source>
        <translation>строение в этом списке должно занимать два гекса или больше; строение из одного гекса не указывается [7.3.1.1]</translation>
    </message>
    <message>
        <source>a hex is listed twice</source>
        <translation>гекс указан дважды</translation>
    </message>
    <message>
        <source>doubles {roll}: each of the {count} Sustained Fire Actions breaks a firing Mortar or MG [A41]</source>
        <translation>дубль {roll}: каждая Акция «Беглый огонь» (всего: {count}) ломает стреляющий Миномёт или Пулемёт [A41]</translation>
    </message>
    <message>
        <source>doubles {roll}: the {count} Sustained Fire Action breaks a firing Mortar or MG [A41]</source>
        <translation>дубль {roll}: Акция «Беглый огонь» ({count}) ломает стреляющий Миномёт или Пулемёт [A41]</translation>
    </message>
    <message>
        <source>enemy units entered {hex}: Hidden Mines or Hidden Wire [A35.2, A35.5], now or after your Op Fire [O21.6]; or pass</source>
        <translation>вражеские части вошли в {hex}: Скрытые мины или Скрытая проволока [A35.2, A35.5], сейчас или после вашего Реагирующего огня [O21.6]; или пас</translation>
    </message>
    <message>
        <source>last unit eliminated</source>
        <translation>уничтожена последняя часть</translation>
    </message>
    <message>
        <source>last unit exited</source>
        <translation>последняя часть покинула карту</translation>
    </message>
    <message>
        <source>miss: {count} hex (colored) towards {white} (white) [O18.2.2.2]</source>
        <translation>промах: смещение на {count} гексагон (цветной) в направлении {white} (белый) [O18.2.2.2]</translation>
    </message>
    <message>
        <source>miss: {count} hexes (colored) towards {white} (white) [O18.2.2.2]</source>
        <translation>промах: смещение на {count} (цветной) в направлении {white} (белый) [O18.2.2.2]</translation>
    </message>
    <message>
        <source>sudden death</source>
        <translation>внезапное окончание</translation>
    </message>
    <message>
        <source>the Surrender space was reached</source>
        <translation>достигнута ячейка Сдачи</translation>
    </message>
    <message>
        <source>the hexes of a building must join up; apart from the rest: {hexes}</source>
        <translation>гексы строения должны примыкать друг к другу; отдельно от остальных: {hexes}</translation>
    </message>
    <message>
        <source>the last unit on the map was eliminated</source>
        <translation>уничтожена последняя часть на карте</translation>
    </message>
    <message>
        <source>the {hill} is higher than both ends</source>
        <translation>{hill} выше обоих концов</translation>
    </message>
    <message>
        <source>{art} in {hex}</source>
        <translation>{art} в {hex}</translation>
    </message>
    <message>
        <source>{art} {number} in {hex}</source>
        <translation>{art} {number} в {hex}</translation>
    </message>
    <message>
        <source>{event}: the {side} decline</source>
        <translation>{event}: сторона «{side}» отказывается</translation>
    </message>
    <message>
        <source>{event}: the {side} declines</source>
        <translation>{event}: сторона «{side}» отказывается</translation>
    </message>
    <message>
        <source>{file}: map: the map in the file was changed after saving</source>
        <translation>{file}: map: карта в файле была изменена после сохранения</translation>
    </message>
    <message>
        <source>{file}: not a saved game (a JSON object is expected)</source>
        <translation>{file}: это не сохранённая игра (ожидается объект JSON)</translation>
    </message>
    <message>
        <source>{file}: replaying the choices does not reach the saved position (final_state_digest differs): another content or engine version?</source>
        <translation>{file}: повтор решений не приводит к сохранённой позиции (final_state_digest не совпадает): другая версия содержимого или движка?</translation>
    </message>
    <message>
        <source>{file}: the scenario in the file was changed after saving</source>
        <translation>{file}: сценарий в файле изменён после сохранения</translation>
    </message>
    <message>
        <source>{file}: {field} {choice} cannot be replayed: the game engine failed ({reason})</source>
        <translation>{file}: {field} {choice} нельзя воспроизвести: игровой движок дал сбой ({reason})</translation>
    </message>
    <message>
        <source>{file}: {field} {choice} cannot be replayed: {reason}</source>
        <translation>{file}: {field} {choice} не удаётся повторить: {reason}</translation>
    </message>
    <message>
        <source>{fortification} cannot be placed in {hex} (Water or Blaze)</source>
        <translation>Укрепление «{fortification}» нельзя поместить в {hex} (вода или Пламя)</translation>
    </message>
    <message>
        <source>{fortification} is not placed in {hex}: it already has {existing} (one Fortification per hex)</source>
        <translation>Укрепление «{fortification}» не помещено в {hex}: там уже есть «{existing}» (одно Укрепление на гексагон)</translation>
    </message>
    <message>
        <source>{fortification} placed in {hex}</source>
        <translation>Укрепление «{fortification}» помещено в {hex}</translation>
    </message>
    <message>
        <source>{fortification} removed</source>
        <translation>Укрепление «{fortification}» убрано</translation>
    </message>
    <message>
        <source>{hexes} hexes for {count} pieces</source>
        <translation>гексагонов: {hexes}, а фишек: {count}</translation>
    </message>
    <message>
        <source>{hexes} is not on this map</source>
        <translation>{hexes}: нет на этой карте</translation>
    </message>
    <message>
        <source>{hexes} would be off the map</source>
        <translation>{hexes} оказались бы за пределами карты</translation>
    </message>
    <message>
        <source>{hexes} would fall off the map with their Objective: move the Objective first</source>
        <translation>{hexes} выпали бы с карты вместе со своей Целью: сначала переместите Цель</translation>
    </message>
    <message>
        <source>{hexes}: not a Building hex, so not part of a building [T82]</source>
        <translation>{hexes}: не гекс Строения, поэтому не часть строения [T82]</translation>
    </message>
    <message>
        <source>{hexside} hexside [{rule}]</source>
        <translation>сторона гексагона: {hexside} [{rule}]</translation>
    </message>
    <message>
        <source>{hexside} on {a}/{b}</source>
        <translation>{hexside} на {a}/{b}</translation>
    </message>
    <message>
        <source>{hex} already holds a Fortification: one per hex [8.1.3]</source>
        <translation>в {hex} уже есть Укрепление: одно на гексагон [8.1.3]</translation>
    </message>
    <message>
        <source>{hex} holds {figures} figures (7 at most): Deploy one Squad for free, or eliminate units [8.2]</source>
        <translation>В {hex} фигурок: {figures} (не более 7): бесплатно Разверните одно Отделение или уничтожьте части [8.2]</translation>
    </message>
    <message>
        <source>{hex} holds {figures} figures at the start (7 at most) [8.2]</source>
        <translation>в {hex} в начале фигурок: {figures} (не более 7) [8.2]</translation>
    </message>
    <message>
        <source>{hex} is Water: no Fortification may be placed there [F100.3]</source>
        <translation>{hex} — вода: туда нельзя поместить Укрепление [F100.3]</translation>
    </message>
    <message>
        <source>{hex} is a {terrain} hex but no {terrain} outline reaches into it (outlines.{kind})</source>
        <translation>{hex} — гекс типа «{terrain}», но ни один контур «{terrain}» в него не заходит (outlines.{kind})</translation>
    </message>
    <message>
        <source>{hex} is enemy-occupied (it would surrender)</source>
        <translation>{hex} занят противником (часть сдалась бы)</translation>
    </message>
    <message>
        <source>{hex} is impassable ({terrain})</source>
        <translation>{hex} непроходим ({terrain})</translation>
    </message>
    <message>
        <source>{hex} is impassable: no unit may be placed there [T98]</source>
        <translation>{hex} непроходим: туда нельзя поместить часть [T98]</translation>
    </message>
    <message>
        <source>{hex} is in more than one building</source>
        <translation>{hex} входит больше чем в одно строение</translation>
    </message>
    <message>
        <source>{hex} is not a Building hex [T82]</source>
        <translation>{hex} не гекс Строения [T82]</translation>
    </message>
    <message>
        <source>{hex} is not adjacent to {start} on the map</source>
        <translation>{hex} не соседствует с {start} на карте</translation>
    </message>
    <message>
        <source>{hex} is off a 15x10 map</source>
        <translation>{hex} вне карты 15x10</translation>
    </message>
    <message>
        <source>{hex} is off the map (A1-{last})</source>
        <translation>{hex} вне карты (A1-{last})</translation>
    </message>
    <message>
        <source>{hex} is off this {cols}x{rows} map</source>
        <translation>{hex} вне этой карты {cols}x{rows}</translation>
    </message>
    <message>
        <source>{hex} is on several cards</source>
        <translation>{hex} есть на нескольких карточках</translation>
    </message>
    <message>
        <source>{hex} is outside this side&apos;s setup zone</source>
        <translation>{hex} вне зоны расстановки этой стороны</translation>
    </message>
    <message>
        <source>{hex} is the blind hex behind the lower {obstacle}</source>
        <translation>{hex} — слепой гексагон за более низким препятствием: {obstacle}</translation>
    </message>
    <message>
        <source>{hex}: {units}</source>
        <translation>{hex}: {units}</translation>
    </message>
    <message>
        <source>{hindrance} (hindrances do not add up)</source>
        <translation>{hindrance} (помехи не складываются)</translation>
    </message>
    <message>
        <source>{id} is used more than once</source>
        <translation>{id} используется больше одного раза</translation>
    </message>
    <message>
        <source>{id} must appear once, found {count}</source>
        <translation>{id} должен встречаться один раз, найдено: {count}</translation>
    </message>
    <message>
        <source>{kind} is not a kind of outline</source>
        <translation>{kind} — не вид контура</translation>
    </message>
    <message>
        <source>{letter} is used more than once</source>
        <translation>{letter} используется больше одного раза</translation>
    </message>
    <message>
        <source>{motion} is not a motion of a map</source>
        <translation>{motion} — не преобразование карты</translation>
    </message>
    <message>
        <source>{name} is not a JSON value</source>
        <translation>{name} не является значением JSON</translation>
    </message>
    <message>
        <source>{name} {number}</source>
        <translation>{name} {number}</translation>
    </message>
    <message>
        <source>{nation} has no fortification {type}</source>
        <translation>{nation}: нет укрепления {type}</translation>
    </message>
    <message>
        <source>{nation} has no radio {type}</source>
        <translation>{nation}: нет Радио {type}</translation>
    </message>
    <message>
        <source>{nation} has no unit {type}</source>
        <translation>{nation}: нет части {type}</translation>
    </message>
    <message>
        <source>{nation} has no weapon {type}</source>
        <translation>{nation}: нет Вооружения {type}</translation>
    </message>
    <message>
        <source>{obstacle} at the same level</source>
        <translation>{obstacle} на том же уровне</translation>
    </message>
    <message>
        <source>{obstacle} higher up</source>
        <translation>{obstacle} выше</translation>
    </message>
    <message>
        <source>{order}: {units} activated; add units in the Leader&apos;s Command radius, or go [3.3.1.1]</source>
        <translation>{order}, активизация: {units}; добавьте части в Радиусе командования Командира или выберите «Вперёд» [3.3.1.1]</translation>
    </message>
    <message>
        <source>{parts} = {mp} MP</source>
        <translation>{parts} = {mp} ОД</translation>
    </message>
    <message>
        <source>{piece} became {new}</source>
        <translation>{piece} теперь {new}</translation>
    </message>
    <message>
        <source>{piece} removed: {nation} has no piece of its kind</source>
        <translation>{piece} удалён: у нации {nation} нет фишки такого рода</translation>
    </message>
    <message>
        <source>{problem}
(The file was saved by version {saved} of the game; this is version {current}.)</source>
        <translation>{problem}
(Файл сохранён версией {saved} игры; это версия {current}.)</translation>
    </message>
    <message>
        <source>{prompt} [{rule}]</source>
        <translation>{prompt} [{rule}]</translation>
    </message>
    <message>
        <source>{radio} FP {fp} [O18.2.3.2]</source>
        <translation>{radio}, ОМ {fp} [O18.2.3.2]</translation>
    </message>
    <message>
        <source>{radio} Radio</source>
        <translation>{radio}</translation>
    </message>
    <message>
        <source>{radio} placed in the {side:adjective} Artillery Box</source>
        <translation>{radio} помещается в Артиллерийскую ячейку стороны «{side}»</translation>
    </message>
    <message>
        <source>{reason}: that part of the Event is impossible and ignored [{rule}, E42]</source>
        <translation>{reason}: эта часть События невыполнима и игнорируется [{rule}, E42]</translation>
    </message>
    <message>
        <source>{share} % of {hex} lies under the {terrain} outlines (outlines.{kind}), so it should be a {terrain} hex</source>
        <translation>{share} % гекса {hex} покрыто контурами «{terrain}» (outlines.{kind}), значит, это должен быть гекс «{terrain}»</translation>
    </message>
    <message>
        <source>Advance Order complete ({side})</source>
        <translation>Приказ «Наступление» ({side}) выполнен</translation>
    </message>
    <message>
        <source>Fire Order ends ({side}): no activated piece has a legal shot left [O20.3, 10.3.2.1]</source>
        <translation>Приказ «Огонь» ({side}) заканчивается: ни у одной активизированной фишки не осталось допустимого выстрела [O20.3, 10.3.2.1]</translation>
    </message>
    <message>
        <source>{side:adjective} Melee Total: FP {fp} + roll {roll} = {total} [O16.4.2]</source>
        <translation>Сумма рукопашной ({side}): ОМ {fp} + бросок {roll} = {total} [O16.4.2]</translation>
    </message>
    <message>
        <source>Move Order complete ({side})</source>
        <translation>Приказ «Движение» ({side}) выполнен</translation>
    </message>
    <message>
        <source>A Radio arrives for the {side}</source>
        <translation>Прибывает Радио ({side})</translation>
    </message>
    <message>
        <source>A Radio arrives for the {side}, but the Artillery Box is taken [8.1.2]</source>
        <translation>Прибывает Радио ({side}), но Артиллерийская ячейка занята [8.1.2]</translation>
    </message>
    <message>
        <source>{side:adjective} Turn {turn}: give an Order ({given} of {capability} given), or pass/end the Turn [5]</source>
        <translation>{side}, Ход {turn}: отдайте Приказ (отдано {given} из {capability}) или объявите Пас/закончите Ход [5]</translation>
    </message>
    <message>
        <source>{side:adjective} stops: op fire {op_fire}, reroll {reroll}, fire actions {fire_actions}, move actions {move_actions}.</source>
        <translation>{side}, паузы: Реагирующий огонь {op_fire}, переброс {reroll}, Акции при огне {fire_actions}, Акции при движении {move_actions}.</translation>
    </message>
    <message>
        <source>{unit} Retreats into {hex} ({count} hex left)</source>
        <translation>{unit} Отступает в {hex} (остался {count} гексагон)</translation>
    </message>
    <message>
        <source>{unit} Retreats into {hex} ({count} hexes left)</source>
        <translation>{unit} Отступает в {hex} (осталось гексагонов: {count})</translation>
    </message>
    <message>
        <source>{side:adjective} units entered {hex}: play a Fire Action to activate units for Op Fire, make the one Op Fire attack of this MP expenditure, or continue [A33.2, A33.3]</source>
        <translation>Части стороны «{side}» вошли в {hex}: разыграйте Акцию «Огонь», чтобы активизировать части для Реагирующего огня, проведите единственную атаку Реагирующим огнём за эту трату ОД или продолжите [A33.2, A33.3]</translation>
    </message>
    <message>
        <source>{side:adjective} {radio} (FP {fp})</source>
        <translation>{radio} ({side}, ОМ {fp})</translation>
    </message>
    <message>
        <source>{side} {vp:+d} VP: {reason}</source>
        <translation>{side} {vp:+d} ПО: {reason}</translation>
    </message>
    <message>
        <source>{source} ({side})</source>
        <translation>{source} ({side})</translation>
    </message>
    <message>
        <source>{team} of {squad}</source>
        <translation>{team} ({squad})</translation>
    </message>
    <message>
        <source>{terrain} in {hex} [{rule}]</source>
        <translation>{terrain} в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>{text} is not a hex id (a column letter A-Z and a row number)</source>
        <translation>{text} — не номер гексагона (буква столбца A-Z и номер строки)</translation>
    </message>
    <message>
        <source>{type} Squad</source>
        <translation>Отделение «{type}»</translation>
    </message>
    <message>
        <source>{type} Team</source>
        <translation>Команда «{type}»</translation>
    </message>
    <message>
        <source>{units} cannot enter {hex}, which became impassable; they stay in {here} and their move ends [T79, F103.1]</source>
        <translation>{units} не могут войти в {hex}: гексагон стал непроходимым; они остаются в {here}, и их движение заканчивается [T79, F103.1]</translation>
    </message>
    <message>
        <source>{units} enter {hex}: {arithmetic} -&gt; {then} of {total} MP [O21.1]</source>
        <translation>{units} входят в {hex}: {arithmetic} -&gt; {then} из {total} ОД [O21.1]</translation>
    </message>
    <message>
        <source>{units} enters {hex}: {arithmetic} -&gt; {then} of {total} MP [O21.1]</source>
        <translation>{units} входит в {hex}: {arithmetic} -&gt; {then} из {total} ОД [O21.1]</translation>
    </message>
    <message>
        <source>{units} exit off the enemy edge for {cost} MP [7.2.1]</source>
        <translation>{units} выходят с карты через край противника за {cost} ОД [7.2.1]</translation>
    </message>
    <message>
        <source>{units} exits off the enemy edge for {cost} MP [7.2.1]</source>
        <translation>{units} выходит с карты через край противника за {cost} ОД [7.2.1]</translation>
    </message>
    <message>
        <source>{units} move together, held to the lowest Movement [O21.2]</source>
        <translation>{units} двигаются вместе, по наименьшему Движению [O21.2]</translation>
    </message>
    <message>
        <source>{units} stop with {spent} MP spent [O21]</source>
        <translation>{units} останавливаются, потратив ОД: {spent} [O21]</translation>
    </message>
    <message>
        <source>{units} stops with {spent} MP spent [O21]</source>
        <translation>{units} останавливается, потратив ОД: {spent} [O21]</translation>
    </message>
    <message>
        <source>{units} units ({figures} figures) need at least {needed} hexes of the setup zone that a unit can enter, to be sure each finds room whatever the order of placement (7 figures a hex) [8.2]; the zone has {hexes}</source>
        <translation>частям ({units}, фигурок: {figures}) нужно не меньше {needed} гексагонов зоны расстановки, куда может войти часть, чтобы каждой наверняка нашлось место при любом порядке расстановки (7 фигурок на гексагон) [8.2]; в зоне их {hexes}</translation>
    </message>
    <message>
        <source>{units}: Movement {arithmetic}, {spent} MP spent: it can enter no further hex, its move ends [O21.1]</source>
        <translation>{units}: Движение {arithmetic}, потрачено ОД: {spent}; дальше нельзя войти ни в один гексагон, движение заканчивается [O21.1]</translation>
    </message>
    <message>
        <source>{units}: Wire entered or left, all remaining MP are lost [F106.2]</source>
        <translation>{units}: вход в гексагон с Проволокой или выход из него, все оставшиеся ОД теряются [F106.2]</translation>
    </message>
    <message>
        <source>{units}: {spent} of {total} MP spent; {options}</source>
        <translation>{units}: потрачено {spent} из {total} ОД; {options}</translation>
    </message>
    <message>
        <source>{unit} (broken)</source>
        <translation>{unit} (дезорг.)</translation>
    </message>
    <message>
        <source>{unit} (broken) ({hex})</source>
        <translation>{unit} (дезорг.) ({hex})</translation>
    </message>
    <message>
        <source>{unit} ({hex})</source>
        <translation>{unit} ({hex})</translation>
    </message>
    <message>
        <source>{unit} Advances into {hex} (enemy-occupied: Melee at the end of the Order [O16.4]) [O16.1]</source>
        <translation>{unit} Наступает в {hex} (занят противником: Рукопашная в конце Приказа [O16.4]) [O16.1]</translation>
    </message>
    <message>
        <source>{unit} Advances into {hex} [O16.1]</source>
        <translation>{unit} Наступает в {hex} [O16.1]</translation>
    </message>
    <message>
        <source>{unit} Advances off the enemy edge [O16.2, 7.2.1]</source>
        <translation>{unit} Наступает за край карты противника [O16.2, 7.2.1]</translation>
    </message>
    <message>
        <source>{unit} Deploys into two {team}s</source>
        <translation>{unit} Развёртывается в две Команды ({team})</translation>
    </message>
    <message>
        <source>{unit} Fire Defense: Morale {arithmetic} = {morale} (Cover fixed at 0 [11.6]); roll {roll} -&gt; Defense Total {defense} vs Attack Total {attack}: {outcome} [O20.3.4]</source>
        <translation>{unit}, огневая защита: Мораль {arithmetic} = {morale} (Укрытие равно 0 [11.6]); бросок {roll} -&gt; Сумма защиты {defense} против Суммы атаки {attack}: {outcome} [O20.3.4]</translation>
    </message>
    <message>
        <source>{unit} Fire Defense: Morale {arithmetic} = {morale}; roll {roll} -&gt; Defense Total {defense} vs Attack Total {attack}: {outcome} [O20.3.4]</source>
        <translation>{unit}, огневая защита: Мораль {arithmetic} = {morale}; бросок {roll} -&gt; Сумма защиты {defense} против Суммы атаки {attack}: {outcome} [O20.3.4]</translation>
    </message>
    <message>
        <source>{unit} becomes Veteran: +1 FP, +1 Range, +1 Movement, +1 Morale [E44, E44.1]</source>
        <translation>{unit} получает маркер «Ветераны»: +1 ОМ, +1 Дальность, +1 Движение, +1 Мораль [E44, E44.1]</translation>
    </message>
    <message>
        <source>{unit} breaks ({cause})</source>
        <translation>{unit} дезорганизуется ({cause})</translation>
    </message>
    <message>
        <source>{unit} breaks again and is eliminated ({cause})</source>
        <translation>{unit} снова дезорганизуется и уничтожается ({cause})</translation>
    </message>
    <message>
        <source>{unit} cannot enter: no legal edge hex; it waits for the next Time space</source>
        <translation>{unit} не может войти: нет допустимого гексагона на краю карты; часть ждёт следующей ячейки Времени</translation>
    </message>
    <message>
        <source>{unit} cannot leave the Blaze in {hex}: no adjacent hex without impassable terrain; eliminated</source>
        <translation>{unit} не может покинуть Пламя в {hex}: нет прилегающего гексагона без непроходимой местности; уничтожается</translation>
    </message>
    <message>
        <source>{unit} eliminated</source>
        <translation>{unit} уничтожается</translation>
    </message>
    <message>
        <source>{unit} enters at {hex}</source>
        <translation>{unit} входит в игру в {hex}</translation>
    </message>
    <message>
        <source>{unit} enters play at {hex}</source>
        <translation>{unit} вступает в игру в {hex}</translation>
    </message>
    <message>
        <source>{unit} enters play at {hex} with its {weapon} [11.2]</source>
        <translation>{unit} вступает в игру в {hex} со своим Вооружением ({weapon}) [11.2]</translation>
    </message>
    <message>
        <source>{unit} exited the map: place it on a Time space; it returns as a reinforcement when Time reaches it [7.2.1]</source>
        <translation>{unit} покидает карту: поместите часть на ячейку Времени; она вернётся как подкрепление, когда маркер Времени дойдёт до этой ячейки [7.2.1]</translation>
    </message>
    <message>
        <source>{unit} exits the map (back on Time space {time})</source>
        <translation>{unit} выходит с карты (вернётся на ячейке Времени {time})</translation>
    </message>
    <message>
        <source>{unit} goes back to the countermix; a broken {team} takes its place in {hex} [A36]</source>
        <translation>{unit} возвращается в набор фишек; его место в {hex} занимает дезорганизованная Команда ({team}) [A36]</translation>
    </message>
    <message>
        <source>{unit} goes back to the countermix; a {team} takes its place in {hex} [A36]</source>
        <translation>{unit} возвращается в набор фишек; его место в {hex} занимает Команда ({team}) [A36]</translation>
    </message>
    <message>
        <source>{unit} hands its {weapon} to {receiver} for {cost} MP ({spent} MP spent) [O21.1.1]</source>
        <translation>{unit} передаёт своё Вооружение ({weapon}) части {receiver} за {cost} ОД (потрачено ОД: {spent}) [O21.1.1]</translation>
    </message>
    <message>
        <source>{unit} has become {units}, the same unit: its locked result applies to each [E52.2, 1.9.1]</source>
        <translation>{unit} → {units}: это та же часть, её зафиксированный результат применяется к каждой [E52.2, 1.9.1]</translation>
    </message>
    <message>
        <source>{unit} is Suppressed ({cause})</source>
        <translation>{unit} подавляется ({cause})</translation>
    </message>
    <message>
        <source>{unit} is activated as the Spotter [O18.2]</source>
        <translation>{unit} активизируется как Корректировщик [O18.2]</translation>
    </message>
    <message>
        <source>{unit} is eliminated ({rule} {event}) [{rule}]</source>
        <translation>{unit} уничтожается ({rule} {event}) [{rule}]</translation>
    </message>
    <message>
        <source>{unit} is eliminated for overstacking</source>
        <translation>{unit} уничтожается из-за превышения группирования</translation>
    </message>
    <message>
        <source>{unit} is eliminated in Melee [O16.4.3]</source>
        <translation>{unit} уничтожается в Рукопашной [O16.4.3]</translation>
    </message>
    <message>
        <source>{unit} is forced to Retreat where it cannot go ({reasons}) and is eliminated</source>
        <translation>{unit} уничтожается: Отступать некуда ({reasons})</translation>
    </message>
    <message>
        <source>{unit} is moved out of the Blaze in {hex} into {destination}</source>
        <translation>{unit} перемещается из Пламени в {hex} в {destination}</translation>
    </message>
    <message>
        <source>{unit} is no longer on the map [E50]</source>
        <translation>{unit} больше нет на карте [E50]</translation>
    </message>
    <message>
        <source>{unit} is no longer on the map: its locked result has no effect [1.9.1]</source>
        <translation>{unit} больше нет на карте: зафиксированный результат не действует [1.9.1]</translation>
    </message>
    <message>
        <source>{unit} must Retreat off its friendly edge and is eliminated; its Weapon goes unbroken to the Casualty Track</source>
        <translation>{unit} Отступает за свой край карты и уничтожается; Вооружение части уходит на Дорожку потерь исправным</translation>
    </message>
    <message>
        <source>{unit} rallies ({cause})</source>
        <translation>{unit} Собирается ({cause})</translation>
    </message>
    <message>
        <source>{unit} scrounges the {weapon} from the Casualty Track [E71]</source>
        <translation>{unit} добывает Вооружение {weapon} с Дорожки потерь [E71]</translation>
    </message>
    <message>
        <source>{unit} sets up in {hex}</source>
        <translation>{unit} расставляется в {hex}</translation>
    </message>
    <message>
        <source>{unit} takes the {weapon}</source>
        <translation>{unit} берёт Вооружение {weapon}</translation>
    </message>
    <message>
        <source>{unit} was in {hex} when the attack roll was made, so it still defends, with the Cover of {where} [O20.3.4]</source>
        <translation>{unit} был в {hex}, когда делался бросок атаки, поэтому всё равно защищается, с Укрытием {where} [O20.3.4]</translation>
    </message>
    <message>
        <source>{unit} would be eliminated ({cause}): play Light Wounds to replace it by a Team for -1 VP, or continue [A36]</source>
        <translation>{unit}: грозит уничтожение ({cause}); разыграйте Лёгкие ранения, чтобы заменить Отделение Командой за -1 ПО, или продолжите [A36]</translation>
    </message>
    <message>
        <source>{unit} would break ({cause}): play Light Wounds to replace it by a Team for -1 VP, or continue [A36]</source>
        <translation>{unit}: грозит дезорганизация ({cause}); разыграйте Лёгкие ранения, чтобы заменить Отделение Командой за -1 ПО, или продолжите [A36]</translation>
    </message>
    <message>
        <source>{value} is outside 1-{limit}</source>
        <translation>{value} вне диапазона 1-{limit}</translation>
    </message>
    <message>
        <source>{weapons} Weapons for {units} units without one: each unit carries at most one Weapon [11.2]</source>
        <translation>Вооружения: {weapons}, а частей без Вооружения: {units}; каждая часть несёт не больше одного Вооружения [11.2]</translation>
    </message>
    <message>
        <source>{weapon} became {new}</source>
        <translation>{weapon} теперь {new}</translation>
    </message>
    <message>
        <source>{weapon} is eliminated ({number} in Elim {low}-{high})</source>
        <translation>Вооружение {weapon} уничтожено ({number} в диапазоне «Уничтожено» {low}-{high})</translation>
    </message>
    <message>
        <source>{weapon} is fixed ({number} in Fix {low}-{high})</source>
        <translation>Вооружение {weapon} починено ({number} в диапазоне «Починено» {low}-{high})</translation>
    </message>
    <message>
        <source>{weapon} of {unit}</source>
        <translation>{weapon} ({unit})</translation>
    </message>
    <message>
        <source>{weapon} removed: {nation} has no Weapon of its kind</source>
        <translation>{weapon} удалено: у нации {nation} нет оружия такого рода</translation>
    </message>
    <message>
        <source>{weapon} with a {carrier}</source>
        <translation>{weapon} с подразделением «{carrier}»</translation>
    </message>
    <message>
        <source>{where}: warning: {message}</source>
        <translation>{where}: предупреждение: {message}</translation>
    </message>
    <message>
        <source>Élan: the {side:adjective} Surrender marker is on the last space of the Casualty Track and cannot move higher</source>
        <translation>Élan: маркер Сдачи стороны «{side}» на последней ячейке Дорожки потерь и не может сдвинуться выше</translation>
    </message>
    <message>
        <source>Élan: the {side:adjective} Surrender marker moves from space {before} to {space}</source>
        <translation>Élan: маркер Сдачи стороны «{side}» сдвигается с ячейки {before} на ячейку {space}</translation>
    </message>
</context>
<context>
    <name>EventOverlay</name>
    <message>
        <source>breaks</source>
        <extracomment>The words of a Fire Defense result, by the engine&apos;s outcome [O20.3.4].</extracomment>
        <translation>ломается</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>подавлен</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>держится</translation>
    </message>
    <message>
        <source>Attack {total}</source>
        <extracomment>Where each unit&apos;s counter is drawn now (unit id -&gt; scene point), set by the scene. The &quot;Impact&quot; or &quot;Mines&quot; label of each hex blasted so far, until its attack names it. The Attack Total of a Fire Attack, drawn on its target hex while it resolves.</extracomment>
        <translation>Атака {total}</translation>
    </message>
    <message>
        <source>Defense {total}: {result}</source>
        <translation>Защита {total}: {result}</translation>
    </message>
    <message>
        <source>Melee {total}</source>
        <translation>Рукопашная {total}</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Разрыв</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Мины</translation>
    </message>
</context>
<context>
    <name>FieldBinder</name>
    <message>
        <source>Set {field}</source>
        <extracomment>Each bound widget by its field path (the Problems panel focuses them).</extracomment>
        <translation>Изменить: {field}</translation>
    </message>
    <message>
        <source>{field} not changed: {problem}</source>
        <translation>{field} — не изменено: {problem}</translation>
    </message>
    <message>
        <source>e.g. A1, B2</source>
        <translation>напр. A1, B2</translation>
    </message>
    <message>
        <source>{field} ({path}): hex ids separated by commas</source>
        <translation>{field} ({path}): номера гексагонов через запятую</translation>
    </message>
    <message>
        <source>e.g. {first}, {second}</source>
        <translation>напр. {first}, {second}</translation>
    </message>
    <message>
        <source>{field} ({path}): letters of Objective chits ({letters}), separated by commas</source>
        <translation>{field} ({path}): буквы жетонов целей ({letters}) через запятую</translation>
    </message>
    <message>
        <source>{field} ({path}): numbers from {low} to {high}, separated by commas</source>
        <translation>{field} ({path}): числа от {low} до {high} через запятую</translation>
    </message>
    <message>
        <source>{field} ({path}): one per line, in your own words</source>
        <translation>{field} ({path}): по одному в строке, своими словами</translation>
    </message>
    <message>
        <source>{field} ({path}): in your own words; a blank line between paragraphs</source>
        <translation>{field} ({path}): своими словами; абзацы разделяются пустой строкой</translation>
    </message>
    <message>
        <source>{field} ({path})</source>
        <translation>{field} ({path})</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>&amp;File</source>
        <extracomment>The shared screen of a public decision is shown (both hands covered).</extracomment>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Скорость компьютера</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Открыть сохранённую игру…</translation>
    </message>
    <message>
        <source>&amp;Replay this game…</source>
        <translation>&amp;Воспроизвести эту игру…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>My &amp;stops…</source>
        <translation>Мои &amp;паузы…</translation>
    </message>
    <message>
        <source>&amp;Spread stacks</source>
        <translation>&amp;Раздвинуть стопки</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>When the game stops to ask you (only on your own screen)</source>
        <translation>Когда игра останавливается, чтобы спросить вас (только на вашем собственном экране)</translation>
    </message>
    <message>
        <source>Show the counters of every stack side by side; a click on a stack that has nothing to choose sends its top counter to the bottom</source>
        <translation>Показывать фишки каждой стопки рядом друг с другом; щелчок по стопке, в которой нечего выбрать, перемещает её верхнюю фишку вниз</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <source>How long each computer move stays before the next one</source>
        <translation>Сколько времени каждый ход компьютера остаётся на экране перед следующим</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Набор</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Дорожки</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>The {side} decide: {decision}</source>
        <translation>Решает {side}: {decision}</translation>
    </message>
    <message>
        <source>The {side} decides: {decision}</source>
        <translation>Решает {side}: {decision}</translation>
    </message>
    <message>
        <source>Allied discard pile ({count})</source>
        <translation>Сброс: Союзники ({count})</translation>
    </message>
    <message>
        <source>Axis discard pile ({count})</source>
        <translation>Сброс: Ось ({count})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{viewer}&lt;/b&gt; — Turn {turn}, {active} active ({orders} Order given)</source>
        <translation>&lt;b&gt;{viewer}&lt;/b&gt; — Ход {turn}, активная сторона: {active} (отдано Приказов: {orders})</translation>
    </message>
    <message>
        <source>Opponent: {cards}, {chits}</source>
        <translation>Противник: {cards}, {chits}</translation>
    </message>
    <message>
        <source>1 card in hand</source>
        <translation>карточек в наборе — 1</translation>
    </message>
    <message>
        <source>{count} cards in hand</source>
        <translation>карточек в наборе — {count}</translation>
    </message>
    <message>
        <source>1 secret chit</source>
        <translation>тайных фишек — 1</translation>
    </message>
    <message>
        <source>{count} secret chits</source>
        <translation>тайных фишек — {count}</translation>
    </message>
    <message>
        <source>The {winner} win — {reason}</source>
        <translation>Победа: {winner} — {reason}</translation>
    </message>
    <message>
        <source>The {winner} wins — {reason}</source>
        <translation>Победа: {winner} — {reason}</translation>
    </message>
    <message>
        <source>{headline}
Ended by: {how}
Final VP {vp:+d} (positive favours the Axis)

Where the VP came from:
{rows}</source>
        <translation>{headline}
Игра окончена: {how}
Итоговые ПО {vp:+d} (положительные — в пользу Оси)

Откуда взялись ПО:
{rows}</translation>
    </message>
    <message>
        <source>#{card} cannot be played now: {reason}</source>
        <translation>Карту #{card} сейчас нельзя сыграть: {reason}</translation>
    </message>
    <message>
        <source>Combat Commander — {scenario}</source>
        <translation>Combat Commander — {scenario}</translation>
    </message>
    <message>
        <source>The computer plays the {nation} side…</source>
        <translation>Компьютер играет за сторону: {nation}…</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>Автосохранение снова работает.</translation>
    </message>
    <message>
        <source>Cannot autosave the game to {file}: {reason}. Play goes on; the autosave is tried again after every move.</source>
        <translation>Не удаётся автоматически сохранить игру в {file}: {reason}. Игра продолжается; автосохранение будет повторяться после каждого хода.</translation>
    </message>
    <message>
        <source>Not autosaved</source>
        <translation>Нет автосохранения</translation>
    </message>
    <message>
        <source>Combat Commander — game over</source>
        <translation>Combat Commander — игра окончена</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Компьютер думает…</translation>
    </message>
    <message>
        <source>Waiting for the other player…</source>
        <translation>Ожидание другого игрока…</translation>
    </message>
    <message>
        <source>{card} — pick the hex on the board</source>
        <translation>{card} — выберите гекс на карте</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Ось</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Союзники</translation>
    </message>
    <message>
        <source>level</source>
        <translation>поровну</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>&lt;b&gt;{viewer}&lt;/b&gt; — Turn {turn}, {active} active ({orders} Orders given)</source>
        <translation>&lt;b&gt;{viewer}&lt;/b&gt; — Ход {turn}, активная сторона: {active} (отдано Приказов: {orders})</translation>
    </message>
    <message>
        <source>VP {vp} ({lead})</source>
        <translation>ПО {vp} ({lead})</translation>
    </message>
    <message>
        <source>Time {time} (Sudden Death {sudden_death})</source>
        <translation>Время {time} (Внезапное окончание {sudden_death})</translation>
    </message>
    <message>
        <source>Initiative: {side}</source>
        <translation>Инициатива: {side}</translation>
    </message>
    <message>
        <source>Objectives: {control}</source>
        <translation>Цели: {control}</translation>
    </message>
    <message>
        <source>Open chits: {chits}</source>
        <translation>Открытые фишки: {chits}</translation>
    </message>
    <message>
        <source>Your secret chits: {chits}</source>
        <translation>Ваши тайные фишки: {chits}</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>скрыты</translation>
    </message>
    <message>
        <source>Draw piles: yours {own}, theirs {other}</source>
        <translation>Стопки для вытягивания: ваша {own}, противника {other}</translation>
    </message>
    <message>
        <source>Casualties: yours {own} (surrender at {own_limit}), theirs {other} (surrender at {other_limit})</source>
        <translation>Потери: ваши {own} (Сдача при {own_limit}), противника {other} (Сдача при {other_limit})</translation>
    </message>
    <message>
        <source>Click the hex on the board</source>
        <translation>Щёлкните гекс на карте</translation>
    </message>
    <message>
        <source>{count} choices here: pick one in the Decision list</source>
        <translation>Здесь вариантов: {count}; выберите один в списке «Решение»</translation>
    </message>
    <message>
        <source>The selected units can neither fire at nor move to {hex} now</source>
        <translation>Выбранные подразделения сейчас не могут ни стрелять по {hex}, ни пойти туда</translation>
    </message>
    <message numerus="yes">
        <source>#{card} can be played now: %n choice(s), in bold</source>
        <translation>
            <numerusform>#{card} можно разыграть сейчас: %n вариант, выделен жирным</numerusform>
            <numerusform>#{card} можно разыграть сейчас: %n варианта, выделены жирным</numerusform>
            <numerusform>#{card} можно разыграть сейчас: %n вариантов, выделены жирным</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start {scenario}:

{error}</source>
        <translation>Нельзя начать {scenario}:

{error}</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Открыть сохранённую игру</translation>
    </message>
    <message>
        <source>Saved games (*.ccsave);;All files (*)</source>
        <translation>Сохранённые игры (*.ccsave);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot open {name}:

{error}</source>
        <translation>Не удаётся открыть {name}:

{error}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Saved games (*.ccsave)</source>
        <translation>Сохранённые игры (*.ccsave)</translation>
    </message>
    <message>
        <source>Cannot save the game to {file}:

{reason}</source>
        <translation>Не удаётся сохранить игру в {file}:

{reason}</translation>
    </message>
    <message>
        <source>Game saved to {file}</source>
        <translation>Игра сохранена в {file}</translation>
    </message>
    <message>
        <source>1. Pass</source>
        <translation>1. Пас</translation>
    </message>
    <message>
        <source>1. Discard nothing</source>
        <translation>1. Ничего не сбрасывать</translation>
    </message>
    <message>
        <source>2. Take the seat</source>
        <translation>2. Сесть за игру</translation>
    </message>
    <message>
        <source>Decline without looking at your hand: no hand-off</source>
        <translation>Отказаться, не глядя в свою руку: без передачи управления</translation>
    </message>
    <message>
        <source>The hand-off screen, then this decision on your own screen with your hand</source>
        <translation>Экран передачи управления, затем это решение на вашем собственном экране, с вашей рукой</translation>
    </message>
    <message>
        <source>Pass here without a hand-off, or take the seat to decide with your hand.</source>
        <translation>Спасуйте здесь без передачи управления или сядьте за игру, чтобы решать, видя свою руку.</translation>
    </message>
    <message>
        <source>{side}: {decision}</source>
        <translation>{side}: {decision}</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Both hands are covered: {own} and {other} cards. It is for the {side} to answer this public decision on the shared screen.</source>
        <translation>Обе руки скрыты: {own} и {other} карт. Сторона {side} отвечает на это открытое решение на общем экране.</translation>
    </message>
    <message>
        <source>Both hands are covered: {own} and {other} cards. The {side} may pass on the shared screen, or take the seat to see the hand.</source>
        <translation>Обе руки скрыты: {own} и {other} карт. Сторона {side} может спасовать на общем экране или сесть за игру, чтобы увидеть свою руку.</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Ось</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Союзники</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>I am ready</source>
        <extracomment>Where the window&apos;s size and docks are kept in the player&apos;s settings. A rule citation in a log line, &quot; [O20.3.4]&quot; or &quot; [3.1.4, T78.3]&quot; (hidden by a brief log).</extracomment>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Ось</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Союзники</translation>
    </message>
    <message>
        <source>Pass to the {nation} player ({side})</source>
        <translation>Передайте управление игроку: {nation} ({side})</translation>
    </message>
    <message>
        <source>{side}: {decision}</source>
        <translation>{side}: {decision}</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Quick start</source>
        <translation>&amp;Быстрый старт</translation>
    </message>
    <message>
        <source>&amp;Scenario briefing</source>
        <translation>&amp;Вводная сценария</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Справочник правил</translation>
    </message>
    <message>
        <source>&amp;About Combat Commander</source>
        <translation>&amp;О программе Combat Commander</translation>
    </message>
</context>
<context>
    <name>HexInfo</name>
    <message>
        <source>{hex} — {terrain} [{rule}]</source>
        <translation>{hex} — {terrain} [{rule}]</translation>
    </message>
    <message>
        <source> with {features}</source>
        <translation> с: {features}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>Hill level {level} [T88]</source>
        <translation>Холм, уровень {level} [T88]</translation>
    </message>
    <message>
        <source>Ground level</source>
        <translation>Уровень земли</translation>
    </message>
    <message>
        <source>Objective {number} [2.3]</source>
        <translation>Цель {number} [2.3]</translation>
    </message>
    <message>
        <source>Objective {number} is this whole building: {hexes}; to take it, no enemy unit may be in any of its hexes [7.3.1.1]</source>
        <translation>Цель {number} — всё это строение: {hexes}; чтобы взять её, ни в одном из его гексов не должно быть вражеских частей [7.3.1.1]</translation>
    </message>
    <message>
        <source>Part of the building {hexes}</source>
        <translation>Часть строения {hexes}</translation>
    </message>
    <message>
        <source>Move: impassable (Blaze) [T79]</source>
        <translation>Движение: непроходимо (Пламя) [T79]</translation>
    </message>
    <message>
        <source>Move: impassable [{rule}]</source>
        <translation>Движение: непроходимо [{rule}]</translation>
    </message>
    <message>
        <source>Cover: none (no unit may be here)</source>
        <translation>Укрытие: нет (части здесь быть не могут)</translation>
    </message>
    <message>
        <source>Move: {mp} MP [{rule}]</source>
        <translation>Движение: {mp} ОД [{rule}]</translation>
    </message>
    <message>
        <source>, 1 MP along the {features}</source>
        <translation>, 1 ОД вдоль: {features}</translation>
    </message>
    <message>
        <source>; +1 uphill [T88.1]</source>
        <translation>; +1 вверх по склону [T88.1]</translation>
    </message>
    <message>
        <source>  or {value} against fire across its {hexside} [{rule}]</source>
        <translation>  или {value} против огня через сторону «{hexside}» [{rule}]</translation>
    </message>
    <message>
        <source>LOS: Obstacle [10.2], one blind hex [T88.4.1]</source>
        <translation>ЛВ: Препятствие [10.2], один слепой гексагон [T88.4.1]</translation>
    </message>
    <message>
        <source>LOS: Obstacle [10.2]</source>
        <translation>ЛВ: Препятствие [10.2]</translation>
    </message>
    <message>
        <source>LOS: Hindrance {hindrance} [10.3]</source>
        <translation>ЛВ: Помеха {hindrance} [10.3]</translation>
    </message>
    <message>
        <source>LOS: clear terrain</source>
        <translation>ЛВ: открытая местность</translation>
    </message>
    <message>
        <source>Water terrain: no Weapon fires from it, no Smoke/Blaze/Fortification</source>
        <translation>Водная местность: оттуда не стреляет Вооружение, нет Дыма/Пламени/Укреплений</translation>
    </message>
    <message>
        <source>Smoke {smoke}: Hindrance into, out of and through [10.3.4]</source>
        <translation>Дым {smoke}: Помеха в гексагон, из него и сквозь него [10.3.4]</translation>
    </message>
    <message>
        <source>Hill level {level}</source>
        <translation>Холм, уровень {level}</translation>
    </message>
    <message>
        <source>ground level</source>
        <translation>уровень земли</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>непроходимо</translation>
    </message>
    <message>
        <source>Cover {value:+d}</source>
        <translation>Укрытие {value:+d}</translation>
    </message>
    <message>
        <source>Move {mp} MP</source>
        <translation>Движение {mp} ОД</translation>
    </message>
    <message>
        <source>LOS Hindrance {hindrance}</source>
        <translation>ЛВ: Помеха {hindrance}</translation>
    </message>
    <message>
        <source>LOS Obstacle</source>
        <translation>ЛВ: Препятствие</translation>
    </message>
    <message>
        <source>LOS clear</source>
        <translation>ЛВ: чистая</translation>
    </message>
    <message>
        <source>Smoke {smoke}</source>
        <translation>Дым {smoke}</translation>
    </message>
    <message>
        <source>Objective {number}: the whole building</source>
        <translation>Цель {number}: всё строение</translation>
    </message>
    <message>
        <source>part of a larger building</source>
        <translation>часть большего строения</translation>
    </message>
    <message>
        <source>Objective {number}</source>
        <translation>Цель {number}</translation>
    </message>
</context>
<context>
    <name>MapTools</name>
    <message>
        <source>&amp;Map</source>
        <extracomment>The area last copied.</extracomment>
        <translation>&amp;Карта</translation>
    </message>
    <message>
        <source>Select the &amp;whole map</source>
        <translation>Выделить &amp;всю карту</translation>
    </message>
    <message>
        <source>Select &amp;nothing</source>
        <translation>Снять &amp;выделение</translation>
    </message>
    <message>
        <source>&amp;Copy the selected hexes</source>
        <translation>&amp;Копировать выделенные гексы</translation>
    </message>
    <message>
        <source>&amp;Paste at the hex under the mouse</source>
        <translation>&amp;Вставить в гекс под мышью</translation>
    </message>
    <message>
        <source>&amp;Move the selected hexes to the hex under the mouse</source>
        <translation>&amp;Переместить выделенные гексы к гексу под мышью</translation>
    </message>
    <message>
        <source>&amp;Resize the map…</source>
        <translation>&amp;Изменить размер карты…</translation>
    </message>
    <message>
        <source>Mirror &amp;left-right</source>
        <translation>Отразить с&amp;лева направо</translation>
    </message>
    <message>
        <source>Mirror &amp;top-bottom</source>
        <translation>Отразить с&amp;верху вниз</translation>
    </message>
    <message>
        <source>Rotate by &amp;180°</source>
        <translation>Повернуть на &amp;180°</translation>
    </message>
    <message>
        <source>Rotate by 60°?</source>
        <translation>Повернуть на 60°?</translation>
    </message>
    <message numerus="yes">
        <source>%n hexes selected</source>
        <translation>
            <numerusform>Выделен %n гекс</numerusform>
            <numerusform>Выделено %n гекса</numerusform>
            <numerusform>Выделено %n гексов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n hexes: point at a hex and paste</source>
        <translation>
            <numerusform>Скопирован %n гекс: наведите на гекс и вставьте</numerusform>
            <numerusform>Скопировано %n гекса: наведите на гекс и вставьте</numerusform>
            <numerusform>Скопировано %n гексов: наведите на гекс и вставьте</numerusform>
        </translation>
    </message>
    <message>
        <source>Point at the hex where the area&apos;s top-left hex goes</source>
        <translation>Наведите мышь на гекс, куда должен встать левый верхний гекс области</translation>
    </message>
    <message>
        <source>{edit}: not done:

{problems}</source>
        <translation>{edit}: не выполнено:

{problems}</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n hexes at {hex}</source>
        <translation>
            <numerusform>Вставка %n гекса в {hex}</numerusform>
            <numerusform>Вставка %n гексов в {hex}</numerusform>
            <numerusform>Вставка %n гексов в {hex}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n hexes to {hex}</source>
        <translation>
            <numerusform>Перемещение %n гекса в {hex}</numerusform>
            <numerusform>Перемещение %n гексов в {hex}</numerusform>
            <numerusform>Перемещение %n гексов в {hex}</numerusform>
        </translation>
    </message>
    <message>
        <source>Resize the map to {cols} x {rows}</source>
        <translation>Изменение размера карты до {cols} x {rows}</translation>
    </message>
    <message>
        <source>{edit}: not done: the scenario uses hexes that would go:

{problems}</source>
        <translation>{edit}: не выполнено: сценарий использует гексы, которые исчезли бы:

{problems}</translation>
    </message>
    <message>
        <source>Mirror the map left-right</source>
        <translation>Отражение карты слева направо</translation>
    </message>
    <message>
        <source>Mirror the map top-bottom</source>
        <translation>Отражение карты сверху вниз</translation>
    </message>
    <message>
        <source>Rotate the map by 180°</source>
        <translation>Поворот карты на 180°</translation>
    </message>
    <message>
        <source>On this map that moves every other column half a hex (the hexes of a column sit half a hex lower than their neighbours&apos;), so these hexes fall off the map and lose their terrain: {hexes}.

Go on?</source>
        <translation>На этой карте это сдвигает каждый второй столбец на полгекса (гексы столбца стоят на полгекса ниже соседних), поэтому эти гексы выпадут с карты и потеряют свою местность: {hexes}.

Продолжить?</translation>
    </message>
    <message>
        <source>A map cannot be turned by 60° or 120°: its columns would become rows running at a slant, and no rectangle of hexes turns onto a rectangle. Mirror it or turn it by 180° instead.</source>
        <translation>Карту нельзя повернуть на 60° или 120°: её столбцы стали бы наклонными рядами, и ни один прямоугольник гексов не переходит при этом в прямоугольник. Вместо этого отразите её или поверните на 180°.</translation>
    </message>
</context>
<context>
    <name>MapViewerWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Открыть сценарий…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Combat Commander — {scenario} ({map})</source>
        <translation>Combat Commander — {scenario} ({map})</translation>
    </message>
    <message>
        <source>Combat Commander — {map}</source>
        <translation>Combat Commander — {map}</translation>
    </message>
    <message>
        <source>LOS {a} → {b}: {explanation}</source>
        <translation>ЛВ {a} → {b}: {explanation}</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Открыть сценарий</translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Файлы сценариев (*.json);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Attack</source>
        <extracomment>The designer saves a scenario that does not validate yet as ``&lt;name&gt;.draft.json``. The map thumbnail&apos;s size in pixels. The lines of summary the dialog shows at its default size (more scroll). ``&quot;human&quot;`` or a computer level of :mod:`cc_engine.ai` for each side. How long each computer move waits, in milliseconds (one of :data:`PACES`).</extracomment>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Оборона</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Разведка</translation>
    </message>
    <message>
        <source>{name} — {date} {place}
Axis: {axis}, {axis_posture}, {axis_orders} Orders
Allies: {allies}, {allies_posture}, {allies_orders} Orders
Map {map}; Sudden Death on Time {sudden_death}</source>
        <translation>{name} — {date} {place}
Ось: {axis}, {axis_posture}, Приказов: {axis_orders}
Союзники: {allies}, {allies_posture}, Приказов: {allies_orders}
Карта {map}; Внезапное окончание на Времени {sudden_death}</translation>
    </message>
    <message>
        <source>Special rules:</source>
        <translation>Особые правила:</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>{number}{name} ({year})</source>
        <extracomment>The content pack of each listed scenario (with its own map, for a designer&apos;s).</extracomment>
        <translation>{number}{name} ({year})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Компьютер: лёгкий</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Компьютер: обычный</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Компьютер: сложный</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer, which sees only its own side&apos;s cards and plays by the same rules: Easy makes careless moves now and then, Hard thinks its Orders over (a few seconds a Turn)</source>
        <translation>Человек за этим экраном или компьютер, который видит только карты своей стороны и играет по тем же правилам: на лёгком уровне он иногда ходит небрежно, на сложном обдумывает свои приказы (несколько секунд за ход)</translation>
    </message>
    <message>
        <source>Computer (random moves)</source>
        <translation>Компьютер (случайные ходы)</translation>
    </message>
    <message>
        <source>Fast: no pause</source>
        <translation>Быстро: без пауз</translation>
    </message>
    <message>
        <source>Normal: a pause to follow each move</source>
        <translation>Обычно: пауза, чтобы проследить каждый ход</translation>
    </message>
    <message>
        <source>Slow: a long pause</source>
        <translation>Медленно: долгая пауза</translation>
    </message>
    <message>
        <source>How long the board shows each computer move (its attacks drawn) before the next</source>
        <translation>Сколько времени поле показывает каждый ход компьютера (с нарисованными атаками) перед следующим</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно случайности</translation>
    </message>
    <message>
        <source>Axis player</source>
        <translation>Игрок за Ось</translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation>Игрок за Союзников</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation>Темп компьютера</translation>
    </message>
    <message>
        <source>Skipped: {problems}</source>
        <translation>Пропущено: {problems}</translation>
    </message>
    <message>
        <source>(no map {map})</source>
        <translation>(нет карты {map})</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New scenario</source>
        <extracomment>The kinds of outline in the Draw a new outline menu, in its order. The tools that paint with the brush size. The board tool that edits each part of a map. Where a Problems row keeps its problem.</extracomment>
        <translation>Новый сценарий</translation>
    </message>
    <message>
        <source>A blank map</source>
        <translation>Пустая карта</translation>
    </message>
    <message>
        <source>Shipped map: {name}</source>
        <translation>Карта из комплекта: {name}</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Начать с</translation>
    </message>
    <message>
        <source>Map id (file name)</source>
        <translation>Идентификатор карты (имя файла)</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Название карты</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строки</translation>
    </message>
</context>
<context>
    <name>PlaytestDialog</name>
    <message>
        <source>A person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Computer (random moves)</source>
        <translation>Компьютер (случайные ходы)</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Тестовая игра</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer</source>
        <translation>Человек у этого экрана или компьютер</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>unknown stop {name} (known: {known})</source>
        <translation>неизвестная пауза {name} (известные: {known})</translation>
    </message>
    <message>
        <source>stop {name} cannot be {setting} (one of {allowed})</source>
        <translation>пауза {name} не может иметь значение {setting} (допустимо одно из: {allowed})</translation>
    </message>
    <message>
        <source>Your settings file {file} could not be read ({problem}); the defaults are used. The old file is kept as {aside}.</source>
        <translation>Не удалось прочитать файл настроек {file} ({problem}); используются настройки по умолчанию. Старый файл сохранён как {aside}.</translation>
    </message>
    <message>
        <source>not valid JSON at line {line}</source>
        <translation>неверный JSON в строке {line}</translation>
    </message>
    <message>
        <source>Value error, {reason}</source>
        <translation>Ошибка значения: {reason}</translation>
    </message>
    <message>
        <source>the file: {reason}</source>
        <translation>файл целиком: {reason}</translation>
    </message>
    <message>
        <source>Cannot save your settings to {file}: {reason}. The change applies until you close the app; the old settings file is left as it was.</source>
        <translation>Не удаётся сохранить настройки в {file}: {reason}. Изменение действует до закрытия программы; старый файл настроек оставлен как был.</translation>
    </message>
</context>
<context>
    <name>QuickStartDialog</name>
    <message>
        <source>Quick start</source>
        <translation>Быстрый старт</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your first game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Ваша первая игра&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Start.&lt;/b&gt; File &gt; New game picks a scenario and who plays each side: a person or the computer. Two people share one screen: between their turns a hand-off screen hides the board, so neither sees the other&apos;s cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Начало.&lt;/b&gt; Файл &gt; Новая игра: выбор сценария и того, кто играет за каждую сторону — человек или компьютер. Два человека делят один экран: между их ходами экран передачи скрывает поле, так что никто не видит карточек другого.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your hand.&lt;/b&gt; The Hand dock shows your Fate cards. In your Turn you either give Orders (play cards for their top line, up to your Order limit) or pass and discard. Actions and Op Fire can be played when the game offers a window for them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ваш набор.&lt;/b&gt; Панель «Набор» показывает ваши Карточки судьбы. В свой Ход вы либо отдаёте Приказы (разыгрываете карточки ради их верхней строки, не больше вашего Числа приказов), либо объявляете Пас и сбрасываете карточки. Акции и Реагирующий огонь можно разыгрывать, когда игра даёт для них такую возможность.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Deciding.&lt;/b&gt; The Decision dock always lists what the rules allow now and nothing else. Double-click a choice, press its number key, or click the highlighted hex or counter on the board. The board draws the decision: fire lines with the FP, the MP of each hex a mover may enter, a Leader&apos;s Command radius.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Решения.&lt;/b&gt; Панель «Решение» всегда перечисляет то, что правила разрешают сейчас, и ничего больше. Дважды щёлкните по варианту, нажмите клавишу с его номером или щёлкните по подсвеченному гексагону или фишке на поле. Поле показывает решение: линии огня с ОМ, стоимость в ОД каждого гексагона, в который может войти передвигающаяся часть, Радиус командования Командира.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Line of sight.&lt;/b&gt; Drag with the right mouse button from one hex to another to see whether they see each other and what hinders the line.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Линия видимости.&lt;/b&gt; Протяните правой кнопкой мыши от одного гексагона к другому, чтобы увидеть, видны ли они друг другу и какие Помехи лежат на линии.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The log.&lt;/b&gt; Every roll is written out with its arithmetic and the rule ids it follows; Help &gt; Rules reference explains each id.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Журнал.&lt;/b&gt; Каждый бросок записывается с расчётом и номерами правил, по которым он сделан; Справка &gt; Справочник правил объясняет каждый номер.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mistakes.&lt;/b&gt; Edit &gt; Undo takes back your own choices up to the last card revealed. The game is saved after every choice: if the app closes, it offers to resume at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ошибки.&lt;/b&gt; Правка &gt; Отменить отменяет ваши собственные решения вплоть до последней открытой карточки. Игра сохраняется после каждого решения: если программа закроется, при следующем запуске она предложит продолжить.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Winning.&lt;/b&gt; Hold Objectives, eliminate enemy units and exit units off the enemy&apos;s edge for VP. The game ends by Sudden Death when Time runs out, by a side&apos;s surrender, or by an Objective chit&apos;s condition.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Победа.&lt;/b&gt; Удерживайте Цели, уничтожайте вражеские части и выводите свои части за край карты противника, чтобы получать ПО. Игра заканчивается Внезапным окончанием, когда истекает Время, Сдачей одной из сторон или по условию фишки Цели.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay — {scenario}</source>
        <translation>Воспроизведение — {scenario}</translation>
    </message>
    <message>
        <source>As the Axis saw it</source>
        <translation>Глазами Оси</translation>
    </message>
    <message>
        <source>As the Allies saw it</source>
        <translation>Глазами Союзников</translation>
    </message>
    <message>
        <source>{step} / {steps}</source>
        <translation>{step} / {steps}</translation>
    </message>
</context>
<context>
    <name>ResizeDialog</name>
    <message>
        <source>Resize the map</source>
        <translation>Размер карты</translation>
    </message>
    <message>
        <source>The top-left corner stays: hexes added are Open Ground at level 0.</source>
        <translation>Левый верхний угол остаётся на месте: добавленные гексы — Открытая местность на уровне 0.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Ряды</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules reference</source>
        <translation>Справочник правил</translation>
    </message>
    <message>
        <source>Filter: a rule id or a word, e.g. O20 or Cover</source>
        <translation>Фильтр: номер правила или слово, напр. O20 или Cover</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Что делает</translation>
    </message>
    <message>
        <source>The rules reference could not be read:
</source>
        <translation>Не удалось прочитать справочник правил:
</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Allied reinforcements arrive on Time space 3.</source>
        <translation>Подкрепления Союзников прибывают на ячейке Времени 3.</translation>
    </message>
    <message>
        <source>Allied reinforcements arrive on Time space 7, entering in or adjacent to road hex A9.</source>
        <translation>Подкрепления Союзников прибывают на ячейке Времени 7 и входят в дорожный гексагон A9 или рядом с ним.</translation>
    </message>
    <message>
        <source>Allied reinforcements arrive on Time spaces 2 to 5.</source>
        <translation>Подкрепления Союзников прибывают на ячейках Времени со 2 по 5.</translation>
    </message>
    <message>
        <source>Allied units set up in or adjacent to A2 and O1; Axis units in or adjacent to G10 and/or N10.</source>
        <translation>Части Союзников расставляются в A2 и O1 или рядом с ними; части Оси — в G10 и/или N10 или рядом с ними.</translation>
    </message>
    <message>
        <source>An immobilised Sherman is represented by the Bunker, which may hold up to 4 figures.</source>
        <translation>Обездвиженный «Шерман» изображает Бункер, в котором могут находиться до 4 фигур.</translation>
    </message>
    <message>
        <source>Axis Wire goes in or next to Building hexes.</source>
        <translation>Проволока Оси ставится в гексагоны со Строениями или рядом с ними.</translation>
    </message>
    <message>
        <source>Bessarabia</source>
        <translation>Бессарабия</translation>
    </message>
    <message>
        <source>Bessarabian Nights</source>
        <translation>Бессарабские ночи</translation>
    </message>
    <message>
        <source>Bocage: crossing a Hedge costs 2 extra MP, and a Hedge gives Cover 2.</source>
        <translation>Бокаж: пересечение Живой изгороди стоит на 2 ОД больше, а Живая изгородь даёт Укрытие 2.</translation>
    </message>
    <message>
        <source>Bonfire of the NKVD</source>
        <translation>Костёр НКВД</translation>
    </message>
    <message>
        <source>Both sides set up at the same time and out of each other&apos;s sight.</source>
        <translation>Обе стороны расставляются одновременно и скрытно друг от друга.</translation>
    </message>
    <message>
        <source>Breakout Dance</source>
        <translation>Танец прорыва</translation>
    </message>
    <message>
        <source>Breakout: only the Axis scores VP for exiting units.</source>
        <translation>Прорыв: только Ось получает ПО за выход частей с карты.</translation>
    </message>
    <message>
        <source>Brest-Litovsk, Russia</source>
        <translation>Брест-Литовск, Россия</translation>
    </message>
    <message>
        <source>Caves give the Axis a bonus involving Sniper results.</source>
        <translation>Пещеры дают Оси преимущество при результатах «Снайпер».</translation>
    </message>
    <message>
        <source>Closed for Renovation</source>
        <translation>Закрыто на ремонт</translation>
    </message>
    <message>
        <source>Cold Front</source>
        <translation>Холодный фронт</translation>
    </message>
    <message>
        <source>Commando School</source>
        <translation>Школа коммандос</translation>
    </message>
    <message>
        <source>Commandos: Allied units add 1 in Melee.</source>
        <translation>Коммандос: части Союзников добавляют 1 в Рукопашной.</translation>
    </message>
    <message>
        <source>Cpt. Egorov sets up in the command post hex N5.</source>
        <translation>Капитан Егоров расставляется в гексагоне командного пункта N5.</translation>
    </message>
    <message>
        <source>Deep frost: one German weapon starts broken and no new Fortifications may be placed.</source>
        <translation>Сильный мороз: одно немецкое Вооружение начинает игру неисправным, а новые Укрепления ставить нельзя.</translation>
    </message>
    <message>
        <source>Fat Lipki</source>
        <translation>Толстые Липки</translation>
    </message>
    <message>
        <source>Fog: every hex has Hindrance 3 until a Breeze event lifts it.</source>
        <translation>Туман: в каждом гексагоне Помеха 3, пока её не снимет событие «Ветер».</translation>
    </message>
    <message>
        <source>Hedgerows &amp; Hand Grenades</source>
        <translation>Живые изгороди и ручные гранаты</translation>
    </message>
    <message>
        <source>Hitdorf, Germany</source>
        <translation>Хитдорф, Германия</translation>
    </message>
    <message>
        <source>Hold the Line</source>
        <translation>Удержать рубеж</translation>
    </message>
    <message>
        <source>Humain, Belgium</source>
        <translation>Юмен, Бельгия</translation>
    </message>
    <message>
        <source>Lipki, Russia</source>
        <translation>Липки, Россия</translation>
    </message>
    <message>
        <source>Lt. Blankenship acts as a forward observer and is placed after the other Allied units.</source>
        <translation>Лейтенант Бланкеншип действует как передовой наблюдатель и ставится после остальных частей Союзников.</translation>
    </message>
    <message>
        <source>Mines attack with 8 FP; the Axis may choose a lower strength.</source>
        <translation>Мины атакуют с ОМ 8; Ось может выбрать меньшую силу.</translation>
    </message>
    <message>
        <source>Misty Mountain</source>
        <translation>Туманная гора</translation>
    </message>
    <message>
        <source>Monte Castello, Italy</source>
        <translation>Монте-Кастелло, Италия</translation>
    </message>
    <message>
        <source>Night: the Axis may discard only 1 card, and Fire Attacks weaken with range.</source>
        <translation>Ночь: Ось может сбросить только 1 карточку, а Огневые атаки слабеют с расстоянием.</translation>
    </message>
    <message>
        <source>No exit VP are scored; Objective chits R and W are not used.</source>
        <translation>ПО за выход с карты не начисляются; фишки Целей R и W не используются.</translation>
    </message>
    <message>
        <source>Novorossiysk, Russia</source>
        <translation>Новороссийск, Россия</translation>
    </message>
    <message>
        <source>Objective chit W is not used.</source>
        <translation>Фишка Цели W не используется.</translation>
    </message>
    <message>
        <source>Objective chits R, V and X are not used.</source>
        <translation>Фишки Целей R, V и X не используются.</translation>
    </message>
    <message>
        <source>Objective chits V, W and X are not used.</source>
        <translation>Фишки Целей V, W и X не используются.</translation>
    </message>
    <message>
        <source>Paralyzed from the West Down</source>
        <translation>Парализованные с запада</translation>
    </message>
    <message>
        <source>Partisans: every terrain type costs 1 MP to enter.</source>
        <translation>Партизаны: вход на местность любого типа стоит 1 ОД.</translation>
    </message>
    <message>
        <source>Pont-Hebert, Normandy, France</source>
        <translation>Пон-Эбер, Нормандия, Франция</translation>
    </message>
    <message>
        <source>Reinforcements arrive on Time spaces 3 to 6.</source>
        <translation>Подкрепления прибывают на ячейках Времени с 3 по 6.</translation>
    </message>
    <message>
        <source>Rush to Contact</source>
        <translation>Бросок к соприкосновению</translation>
    </message>
    <message>
        <source>Snow: entering Open Ground costs 1.5 MP.</source>
        <translation>Снег: вход на Открытую местность стоит 1,5 ОД.</translation>
    </message>
    <message>
        <source>St. Jean de Daye, France</source>
        <translation>Сен-Жан-де-Дэ, Франция</translation>
    </message>
    <message>
        <source>Staritsa, Russia</source>
        <translation>Старица, Россия</translation>
    </message>
    <message>
        <source>Ste-Mere-Eglise, France</source>
        <translation>Сент-Мер-Эглиз, Франция</translation>
    </message>
    <message>
        <source>The Allied Light Mortar is a captured German weapon.</source>
        <translation>Лёгкий миномёт Союзников — трофейное немецкое Вооружение.</translation>
    </message>
    <message>
        <source>The Allied Satchel Charges represent captured Panzerfausts.</source>
        <translation>Взрывчатка Союзников изображает трофейные фаустпатроны.</translation>
    </message>
    <message>
        <source>The Allied Wire is placed after the Axis has set up.</source>
        <translation>Проволока Союзников ставится после расстановки Оси.</translation>
    </message>
    <message>
        <source>The Allies begin with Russian Fate card 31 in hand.</source>
        <translation>Союзники начинают с русской карточкой судьбы 31 на руке.</translation>
    </message>
    <message>
        <source>The Allies set up by drawing Random Hexes.</source>
        <translation>Союзники расставляются по вытянутым Случайным гексагонам.</translation>
    </message>
    <message>
        <source>The Allies take the first turn; the Axis begins with the Initiative card and may give up the Initiative.</source>
        <translation>Союзники ходят первыми; Ось начинает с карточкой Инициативы и может отказаться от Инициативы.</translation>
    </message>
    <message>
        <source>The Allies use the American Fate deck.</source>
        <translation>Союзники используют Американскую колоду судьбы.</translation>
    </message>
    <message>
        <source>The Axis IG 18 gun sets up hidden.</source>
        <translation>Орудие IG 18 Оси расставляется скрытно.</translation>
    </message>
    <message>
        <source>The Axis begins with German Fate card 65 in hand.</source>
        <translation>Ось начинает с немецкой карточкой судьбы 65 на руке.</translation>
    </message>
    <message>
        <source>The Axis starts with 1 Order per turn, gains 1 more with each Time advance, up to 3.</source>
        <translation>Ось начинает с 1 Приказом за Ход и получает ещё 1 при каждом продвижении Времени, но не больше 3.</translation>
    </message>
    <message>
        <source>The German engineers carry the Flamethrower and the Satchel Charge.</source>
        <translation>Немецкие Сапёры несут Огнемёт и Взрывчатку.</translation>
    </message>
    <message>
        <source>The Wire and Mines start in fixed hexes.</source>
        <translation>Проволока и Мины с начала игры стоят в заданных гексагонах.</translation>
    </message>
    <message>
        <source>US counters stand in for the Brazilian forces.</source>
        <translation>Бразильские войска изображаются американскими фишками.</translation>
    </message>
    <message>
        <source>Velikiye-Luki, Russia</source>
        <translation>Великие Луки, Россия</translation>
    </message>
    <message>
        <source>Winter camouflage gives the Allies a bonus to Concealment.</source>
        <translation>Зимний камуфляж даёт Союзникам бонус к Маскировке.</translation>
    </message>
</context>
<context>
    <name>ScenarioDialog</name>
    <message>
        <source>Scenario: {name}</source>
        <translation>Сценарий: {name}</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>names map {scenario_map}, but the map&apos;s id is {map_id}</source>
        <translation>указывает карту {scenario_map}, но идентификатор карты — {map_id}</translation>
    </message>
    <message>
        <source>not a scenario or map file</source>
        <translation>это не файл сценария или карты</translation>
    </message>
    <message>
        <source>the scenario has problems: save it as a draft ({suffix}) or fix them first</source>
        <translation>в сценарии есть проблемы: сохраните его как черновик ({suffix}) или сначала исправьте их</translation>
    </message>
    <message>
        <source>the scenario file would overwrite its own map: choose another name</source>
        <translation>файл сценария перезаписал бы собственную карту: выберите другое имя</translation>
    </message>
</context>
<context>
    <name>ScenarioHelp</name>
    <message>
        <source>Briefing</source>
        <translation>Вводная</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Axis notes</source>
        <translation>Заметки для Оси</translation>
    </message>
    <message>
        <source>Allied notes</source>
        <translation>Заметки для союзников</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Особые правила</translation>
    </message>
    <message>
        <source>This scenario has no briefing, notes or special rules.</source>
        <translation>У этого сценария нет вводной, заметок и особых правил.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Отображение</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Палитра</translation>
    </message>
    <message>
        <source>Full: every roll&apos;s arithmetic and rule ids</source>
        <translation>Полный: расчёт каждого броска и номера правил</translation>
    </message>
    <message>
        <source>Brief: results without rule ids</source>
        <translation>Краткий: результаты без номеров правил</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Журнал игры</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Fast (no pause)</source>
        <translation>Быстро (без паузы)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message numerus="yes">
        <source>%n ms</source>
        <translation>
            <numerusform>%n мс</numerusform>
            <numerusform>%n мс</numerusform>
            <numerusform>%n мс</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer &amp;moves</source>
        <translation>&amp;Ходы компьютера</translation>
    </message>
    <message>
        <source>Hide the board between players</source>
        <translation>Скрывать поле между игроками</translation>
    </message>
    <message>
        <source>No hand-off screen (one person plays both)</source>
        <translation>Без экрана передачи (один человек играет за обе стороны)</translation>
    </message>
    <message>
        <source>&amp;Hand-off</source>
        <translation>Пере&amp;дача</translation>
    </message>
    <message numerus="yes">
        <source> old game(s)</source>
        <translation>
            <numerusform> старая игра</numerusform>
            <numerusform> старые игры</numerusform>
            <numerusform> старых игр</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save your settings to {file}:

{reason}

The new settings apply until you close the app; the old settings file is left as it was.</source>
        <translation>Не удаётся сохранить настройки в {file}:

{reason}

Новые настройки действуют до закрытия программы; старый файл настроек оставлен как был.</translation>
    </message>
    <message>
        <source>Autosaves of earlier games kept when a new game starts (the current game is always autosaved)</source>
        <translation>Сколько автосохранений прежних игр хранить при начале новой игры (текущая игра сохраняется автоматически всегда)</translation>
    </message>
    <message>
        <source>&amp;Autosaves kept</source>
        <translation>Число &amp;автосохранений</translation>
    </message>
    <message>
        <source>Stops of a new game</source>
        <translation>Паузы новой игры</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <source>Take the choice with that number</source>
        <translation>Выбрать вариант с этим номером</translation>
    </message>
    <message>
        <source>Draw a line of sight</source>
        <translation>Провести линию видимости</translation>
    </message>
    <message>
        <source>Right-drag on the board</source>
        <translation>Протягивание правой кнопкой по полю</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Масштаб</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Колесо мыши</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>{name} ({piece})</source>
        <extracomment>The colour each side&apos;s setup zone is drawn and summed up in.</extracomment>
        <translation>{name} ({piece})</translation>
    </message>
    <message>
        <source>{count} x {piece}</source>
        <translation>{count} x {piece}</translation>
    </message>
    <message>
        <source>{piece} with {weapon}</source>
        <translation>{piece}, вооружение: {weapon}</translation>
    </message>
    <message>
        <source>{piece} in {hexes}</source>
        <translation>{piece} в {hexes}</translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>глубина {depth}</translation>
    </message>
    <message>
        <source>in or next to {hexes}</source>
        <translation>в или рядом с {hexes}</translation>
    </message>
    <message>
        <source>Nation</source>
        <extracomment>Each form label and the function giving its text (see :meth:`retranslate`).</extracomment>
        <translation>Национальность</translation>
    </message>
    <message>
        <source>Fate deck</source>
        <translation>Колода судьбы</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>Orders per turn</source>
        <translation>Приказов за Ход</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Приказы</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Размер набора</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Качество</translation>
    </message>
    <message>
        <source>Surrender space</source>
        <translation>Ячейка Сдачи</translation>
    </message>
    <message>
        <source>Friendly edge</source>
        <translation>Свой край карты</translation>
    </message>
    <message>
        <source>Secret Objective chits</source>
        <translation>Тайные фишки Целей</translation>
    </message>
    <message>
        <source>Secret chits</source>
        <translation>Тайные фишки</translation>
    </message>
    <message>
        <source>Opening cards</source>
        <translation>Начальные карты</translation>
    </message>
    <message>
        <source>Notes for this side</source>
        <translation>Заметки для этой стороны</translation>
    </message>
    <message>
        <source>Side notes</source>
        <translation>Заметки стороны</translation>
    </message>
    <message>
        <source>Depth from the edge (0: none)</source>
        <translation>Глубина от края (0: нет)</translation>
    </message>
    <message>
        <source>Setup depth</source>
        <translation>Глубина расстановки</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Гексагоны</translation>
    </message>
    <message>
        <source>Setup hexes</source>
        <translation>Гексагоны расстановки</translation>
    </message>
    <message>
        <source>In or next to</source>
        <translation>В или рядом с</translation>
    </message>
    <message>
        <source>Setup anchors</source>
        <translation>Опорные гексагоны расстановки</translation>
    </message>
    <message>
        <source>Hidden from the other side</source>
        <translation>Скрыто от другой стороны</translation>
    </message>
    <message>
        <source>Fortifications placed after the other side has set up</source>
        <translation>Укрепления ставятся после расстановки другой стороны</translation>
    </message>
    <message>
        <source>type</source>
        <extracomment>The zone&apos;s room against the side&apos;s pieces (the window writes it).</extracomment>
        <translation>тип</translation>
    </message>
    <message>
        <source>count</source>
        <translation>количество</translation>
    </message>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Вооружение</translation>
    </message>
    <message>
        <source>Time space</source>
        <translation>Деление времени</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Carries</source>
        <translation>Несёт</translation>
    </message>
    <message>
        <source>Arrives on Time</source>
        <translation>Прибывает на времени</translation>
    </message>
    <message>
        <source>Enters within (0: the edge)</source>
        <translation>Входит в пределах (0: край)</translation>
    </message>
    <message>
        <source>Enters in hexes</source>
        <translation>Входит в гексы</translation>
    </message>
    <message>
        <source>Enters in or next to</source>
        <translation>Входит в или рядом с</translation>
    </message>
    <message>
        <source>Setup zone</source>
        <translation>Зона расстановки</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>Боевое расписание</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Подкрепления</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>The order of battle. Select a row, then use the board&apos;s &apos;Place pieces&apos; tool to put its pieces on fixed hexes</source>
        <translation>Боевое расписание. Выберите строку, затем инструментом поля «Расставить фишки» поместите её фишки в заданные гексагоны</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>e.g. Sgt. Biermann (Leaders)</source>
        <translation>напр. серж. Бирман (Командиры)</translation>
    </message>
    <message>
        <source>Time space on which the selected kind of piece arrives as a reinforcement</source>
        <translation>Ячейка Времени, на которой выбранный тип фишки прибывает как подкрепление</translation>
    </message>
    <message>
        <source>Add as reinforcement</source>
        <translation>Добавить как подкрепление</translation>
    </message>
    <message>
        <source>Add to the selected group</source>
        <translation>Добавить в выбранную группу</translation>
    </message>
    <message>
        <source>Add the selected kind of piece to the group of the selected reinforcement: it arrives on the same Time space and enters in the same zone [6.1.2]</source>
        <translation>Добавить выбранный тип фишки в группу выбранного подкрепления: она прибывает на той же ячейке Времени и входит в той же зоне [6.1.2]</translation>
    </message>
    <message>
        <source>Remove reinforcement</source>
        <translation>Убрать подкрепление</translation>
    </message>
    <message>
        <source>e.g. A1, B2</source>
        <translation>напр. A1, B2</translation>
    </message>
    <message>
        <source>Hexes in from the friendly edge where the selected reinforcements enter; 0 with no hexes: anywhere along the friendly edge [6.1.2]</source>
        <translation>Глубина в гексах от своего края, где входят выбранные подкрепления; 0 без гексов: в любом месте своего края [6.1.2]</translation>
    </message>
    <message>
        <source>Time {time}: {piece}</source>
        <translation>Время {time}: {piece}</translation>
    </message>
    <message>
        <source>{reinforcement}, entering in {zone}</source>
        <translation>{reinforcement}, вход: {zone}</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(ничего)</translation>
    </message>
    <message>
        <source>Set the {field} of a reinforcement</source>
        <translation>Задать подкреплению: {field}</translation>
    </message>
    <message>
        <source>entry zone</source>
        <translation>зона входа</translation>
    </message>
    <message>
        <source>{edit}: not done: {problem}</source>
        <translation>{edit}: не выполнено: {problem}</translation>
    </message>
    <message>
        <source>Set the nation to {nation}</source>
        <translation>Сменить нацию на {nation}</translation>
    </message>
    <message>
        <source>The pieces now belong to {nation}:

{changes}

Edit &gt; Undo puts the nation and the pieces back.</source>
        <translation>Фишки теперь принадлежат нации {nation}:

{changes}

Правка &gt; Отменить вернёт прежнюю нацию и фишки.</translation>
    </message>
    <message>
        <source>Set the {field} of a piece</source>
        <translation>Изменить у фишки: {field}</translation>
    </message>
    <message>
        <source>Add {piece}</source>
        <translation>Добавить: {piece}</translation>
    </message>
    <message>
        <source>Remove a piece</source>
        <translation>Убрать фишку</translation>
    </message>
    <message>
        <source>Add {piece} as a reinforcement</source>
        <translation>Добавить как подкрепление: {piece}</translation>
    </message>
    <message>
        <source>Add {piece} to a reinforcement group</source>
        <translation>Добавить в группу подкреплений: {piece}</translation>
    </message>
    <message>
        <source>Remove a reinforcement</source>
        <translation>Убрать подкрепление</translation>
    </message>
    <message>
        <source>Select a piece of the order of battle to place it</source>
        <translation>Выберите фишку в Боевом расписании, чтобы её поместить</translation>
    </message>
    <message>
        <source>A Weapon goes to a unit and a Radio to the Artillery Box: neither is placed on a hex</source>
        <translation>Вооружение получает часть, Радио идёт в Артиллерийскую ячейку: ни то ни другое не помещается в гексагон</translation>
    </message>
    <message numerus="yes">
        <source>All %n of these pieces are placed: click a placed hex to take one off</source>
        <translation>
            <numerusform>Расставлены все фишки этого типа (%n): щёлкните по занятому гексагону, чтобы убрать одну</numerusform>
            <numerusform>Расставлены все фишки этого типа (%n): щёлкните по занятому гексагону, чтобы убрать одну</numerusform>
            <numerusform>Расставлены все фишки этого типа (%n): щёлкните по занятому гексагону, чтобы убрать одну</numerusform>
        </translation>
    </message>
    <message>
        <source>Place a piece in {hex}</source>
        <translation>Поместить фишку в {hex}</translation>
    </message>
</context>
<context>
    <name>Stops</name>
    <message>
        <source>Op Fire after enemy moves</source>
        <extracomment>Each stop&apos;s label and tooltip [rule ids of the windows it governs] (translated when shown).</extracomment>
        <translation>Реагирующий огонь после движений противника</translation>
    </message>
    <message>
        <source>Ask whether to Op Fire after each expenditure of MP by the enemy [O14].</source>
        <translation>Спрашивать, вести ли Реагирующий огонь после каждой траты ОД противником [O14].</translation>
    </message>
    <message>
        <source>Initiative re-roll after rolls</source>
        <translation>Переброс за счёт Инициативы после бросков</translation>
    </message>
    <message>
        <source>Ask whether to use the Initiative card after each roll [9.1].</source>
        <translation>Спрашивать, использовать ли карточку Инициативы после каждого броска [9.1].</translation>
    </message>
    <message>
        <source>Actions during Fire Attacks</source>
        <translation>Акции во время Огневых атак</translation>
    </message>
    <message>
        <source>Ask for Actions before attack and Defense rolls and when a Squad would break [A24.1].</source>
        <translation>Спрашивать об Акциях перед бросками атаки и защиты и когда Отделение должно дезорганизоваться [A24.1].</translation>
    </message>
    <message>
        <source>Actions during Move, Advance, Melee, Pass and Time</source>
        <translation>Акции во время Движения, Наступления, Рукопашной, Паса и Времени</translation>
    </message>
    <message>
        <source>Ask for Hidden Mines/Wire, Smoke Grenades, Assault Fire, Ambush, Demolitions, Hidden Unit and Dig In at their moments [A24.1].</source>
        <translation>Спрашивать о Скрытых минах/проволоке, Дымовых гранатах, Штурмовом огне, Засаде, Подрывных зарядах, Скрытой части и Окапывании в их моменты [A24.1].</translation>
    </message>
    <message>
        <source>Always ask</source>
        <translation>Всегда спрашивать</translation>
    </message>
    <message>
        <source>Ask when the situation allows it</source>
        <translation>Спрашивать, когда ситуация позволяет</translation>
    </message>
    <message>
        <source>Ask when a new roll could change the result</source>
        <translation>Спрашивать, когда новый бросок может изменить результат</translation>
    </message>
    <message>
        <source>Never ask</source>
        <translation>Никогда не спрашивать</translation>
    </message>
</context>
<context>
    <name>StopsDialog</name>
    <message>
        <source>{side} stops</source>
        <translation>Паузы: {side}</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>.50 cal MG</source>
        <translation>12,7-мм пулемёт</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Принять</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Активизировать</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Наступление</translation>
    </message>
    <message>
        <source>Air Support</source>
        <translation>Поддержка с воздуха</translation>
    </message>
    <message>
        <source>Air strike</source>
        <translation>Авиаудар</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Союзники</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Засада</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Америка</translation>
    </message>
    <message>
        <source>American</source>
        <translation>Американцы</translation>
    </message>
    <message>
        <source>American Fate deck</source>
        <translation>Американская колода судьбы</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Вооружить</translation>
    </message>
    <message>
        <source>Artillery Denied</source>
        <translation>Отказ в артиллерии</translation>
    </message>
    <message>
        <source>Artillery Request</source>
        <translation>Запрос артиллерии</translation>
    </message>
    <message>
        <source>Assault</source>
        <translation>Штурмовики</translation>
    </message>
    <message>
        <source>Assault Fire</source>
        <translation>Штурмовой огонь</translation>
    </message>
    <message>
        <source>Assault fire</source>
        <translation>Штурмовой огонь</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Ось</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Barrage</source>
        <translation>Заградительный огонь</translation>
    </message>
    <message>
        <source>Battle Harden</source>
        <translation>Закалённые в бою</translation>
    </message>
    <message>
        <source>Battlefield Integrity</source>
        <translation>Боевые потери</translation>
    </message>
    <message>
        <source>Blaze</source>
        <translation>Пламя</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <translation>Мина-ловушка</translation>
    </message>
    <message>
        <source>Bore Sighting</source>
        <translation>Пристрелка</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Дезорганизовать</translation>
    </message>
    <message>
        <source>Break weapon</source>
        <translation>Сломать вооружение</translation>
    </message>
    <message>
        <source>Breeze</source>
        <translation>Ветер</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Мост</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Кустарник</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Строение</translation>
    </message>
    <message>
        <source>Bunker</source>
        <translation>Бункер</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Капитан</translation>
    </message>
    <message>
        <source>Clear hexside</source>
        <translation>Открытая сторона гексагона</translation>
    </message>
    <message>
        <source>Cliff</source>
        <translation>Обрыв</translation>
    </message>
    <message>
        <source>Command &amp; Control</source>
        <translation>Командование и контроль</translation>
    </message>
    <message>
        <source>Command Confusion</source>
        <translation>Замешательство в командовании</translation>
    </message>
    <message>
        <source>Commissar</source>
        <translation>Комиссар</translation>
    </message>
    <message>
        <source>Concealment</source>
        <translation>Маскировка</translation>
    </message>
    <message>
        <source>Conscript</source>
        <translation>Призывники</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Corporal X</source>
        <translation>Капрал X</translation>
    </message>
    <message>
        <source>Corporal Y</source>
        <translation>Капрал Y</translation>
    </message>
    <message>
        <source>Cower</source>
        <translation>Малодушие</translation>
    </message>
    <message>
        <source>Crossfire</source>
        <translation>Перекрёстный огонь</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Оборона</translation>
    </message>
    <message>
        <source>Demolitions</source>
        <translation>Подрывные заряды</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Развёртывание</translation>
    </message>
    <message>
        <source>Dig In</source>
        <translation>Окапывание</translation>
    </message>
    <message>
        <source>Dig in</source>
        <translation>Окапывание</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Draw smoke</source>
        <translation>Поставить дым</translation>
    </message>
    <message>
        <source>Dust</source>
        <translation>Пыль</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Уничтожить</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Элитные</translation>
    </message>
    <message>
        <source>Elite Rifle</source>
        <translation>Элитные стрелки</translation>
    </message>
    <message>
        <source>Elite Team</source>
        <translation>Элитная команда</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Закончить Ход</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Сапёры</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Войти</translation>
    </message>
    <message>
        <source>Entrench</source>
        <translation>Окопы</translation>
    </message>
    <message>
        <source>Event!</source>
        <translation>Событие!</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Выйти с карты</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Изгородь</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Field Promotion</source>
        <translation>Производство на поле боя</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Огонь</translation>
    </message>
    <message>
        <source>Flamethrower</source>
        <translation>Огнемёт</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>Неопределённости войны</translation>
    </message>
    <message>
        <source>Fortify</source>
        <translation>Укрепить</translation>
    </message>
    <message>
        <source>Foxholes</source>
        <translation>Стрелковые ячейки</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Немцы</translation>
    </message>
    <message>
        <source>German Fate deck</source>
        <translation>Немецкая колода судьбы</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Германия</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Новобранцы</translation>
    </message>
    <message>
        <source>Green Team</source>
        <translation>Команда новобранцев</translation>
    </message>
    <message>
        <source>Guards Rifle</source>
        <translation>Гвардейские стрелки</translation>
    </message>
    <message>
        <source>Guards SMG</source>
        <translation>Гвардейские автоматчики</translation>
    </message>
    <message>
        <source>Gully</source>
        <translation>Канава</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Орудие</translation>
    </message>
    <message>
        <source>Hand Grenades</source>
        <translation>Ручные гранаты</translation>
    </message>
    <message>
        <source>Heavy MG</source>
        <translation>Тяжёлый пулемёт</translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation>Живая изгородь</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Герой</translation>
    </message>
    <message>
        <source>Hidden Entrenchments</source>
        <translation>Скрытые окопы</translation>
    </message>
    <message>
        <source>Hidden Mines</source>
        <translation>Скрытые мины</translation>
    </message>
    <message>
        <source>Hidden Pillbox</source>
        <translation>Скрытый ДОС</translation>
    </message>
    <message>
        <source>Hidden Unit</source>
        <translation>Скрытая часть</translation>
    </message>
    <message>
        <source>Hidden Wire</source>
        <translation>Скрытая проволока</translation>
    </message>
    <message>
        <source>Hidden unit</source>
        <translation>Скрытая часть</translation>
    </message>
    <message>
        <source>IG 18 Gun</source>
        <translation>Орудие IG 18</translation>
    </message>
    <message>
        <source>IG 33 Gun</source>
        <translation>Орудие IG 33</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Воздействие</translation>
    </message>
    <message>
        <source>Infantry Gun</source>
        <translation>Пехотное орудие</translation>
    </message>
    <message>
        <source>Infiltration</source>
        <translation>Просачивание</translation>
    </message>
    <message>
        <source>Interdiction</source>
        <translation>Перехват</translation>
    </message>
    <message>
        <source>Interrogation</source>
        <translation>Допрос</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <source>Jammed!</source>
        <translation>Заело!</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Присоединиться</translation>
    </message>
    <message>
        <source>KIA</source>
        <translation>Убиты в бою</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Командир</translation>
    </message>
    <message>
        <source>Lieutenant X</source>
        <translation>Лейтенант X</translation>
    </message>
    <message>
        <source>Lieutenant Y</source>
        <translation>Лейтенант Y</translation>
    </message>
    <message>
        <source>Light MG</source>
        <translation>Ручной пулемёт</translation>
    </message>
    <message>
        <source>Light Mortar</source>
        <translation>Лёгкий миномёт</translation>
    </message>
    <message>
        <source>Light Wounds</source>
        <translation>Лёгкие ранения</translation>
    </message>
    <message>
        <source>Light wounds</source>
        <translation>Лёгкие ранения</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Линейные</translation>
    </message>
    <message>
        <source>Line Team</source>
        <translation>Линейная команда</translation>
    </message>
    <message>
        <source>Malfunction</source>
        <translation>Неисправности</translation>
    </message>
    <message>
        <source>Marksmanship</source>
        <translation>Меткая стрельба</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Medic!</source>
        <translation>Санитар!</translation>
    </message>
    <message>
        <source>Medium MG</source>
        <translation>Станковый пулемёт</translation>
    </message>
    <message>
        <source>Medium Mortar</source>
        <translation>Средний миномёт</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Рукопашная</translation>
    </message>
    <message>
        <source>Mg</source>
        <translation>Пулемёт</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Ополчение</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Мины</translation>
    </message>
    <message>
        <source>Mission Objective</source>
        <translation>Цель миссии</translation>
    </message>
    <message>
        <source>Molotov Cocktail</source>
        <translation>Коктейль Молотова</translation>
    </message>
    <message>
        <source>Mortar</source>
        <translation>Миномёт</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Move together</source>
        <translation>Двигаться вместе</translation>
    </message>
    <message>
        <source>No Quarter</source>
        <translation>Не давать пощады</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>Нет цели</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Op fire</source>
        <translation>Реагирующий огонь</translation>
    </message>
    <message>
        <source>Op fire first</source>
        <translation>Сначала реагирующий огонь</translation>
    </message>
    <message>
        <source>Open Ground</source>
        <translation>Открытая местность</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translation>Сад</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Приказ</translation>
    </message>
    <message>
        <source>Pack Howitzer</source>
        <translation>Горная гаубица</translation>
    </message>
    <message>
        <source>Parachute</source>
        <translation>Парашютисты</translation>
    </message>
    <message>
        <source>Paratroop</source>
        <translation>Десантники</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Pillbox</source>
        <translation>ДОС</translation>
    </message>
    <message>
        <source>Pionier</source>
        <translation>Пионеры</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Поместить</translation>
    </message>
    <message>
        <source>Place hero</source>
        <translation>Поместить Героя</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Разыграть</translation>
    </message>
    <message>
        <source>Prisoners of War</source>
        <translation>Военнопленные</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Рядовой</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Произвести</translation>
    </message>
    <message>
        <source>Radio 105-114mm</source>
        <translation>Рация 105-114 мм</translation>
    </message>
    <message>
        <source>Radio 120-140mm</source>
        <translation>Рация 120-140 мм</translation>
    </message>
    <message>
        <source>Radio 150-155mm</source>
        <translation>Рация 150-155 мм</translation>
    </message>
    <message>
        <source>Radio 183-203mm</source>
        <translation>Рация 183-203 мм</translation>
    </message>
    <message>
        <source>Radio 75-76mm</source>
        <translation>Рация 75-76 мм</translation>
    </message>
    <message>
        <source>Radio 81-88mm</source>
        <translation>Рация 81-88 мм</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Железная дорога</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Сбор</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Разведка</translation>
    </message>
    <message>
        <source>Reconnaissance</source>
        <translation>Разведка</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Восстановление</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Подкрепления</translation>
    </message>
    <message>
        <source>Relocate</source>
        <translation>Переместить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Remove smoke</source>
        <translation>Убрать дым</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Перебросить</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Отступление</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Rifle</source>
        <translation>Стрелки</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Дорога</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Бегство</translation>
    </message>
    <message>
        <source>Rout player</source>
        <translation>Бегство: игрок</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Обломки</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Россия</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Русские</translation>
    </message>
    <message>
        <source>Russian Fate deck</source>
        <translation>Русская колода судьбы</translation>
    </message>
    <message>
        <source>SMG</source>
        <translation>Автоматчики</translation>
    </message>
    <message>
        <source>SS</source>
        <translation>СС</translation>
    </message>
    <message>
        <source>Sappers</source>
        <translation>Сапёры</translation>
    </message>
    <message>
        <source>Satchel Charge</source>
        <translation>Взрывчатка</translation>
    </message>
    <message>
        <source>Scrounge</source>
        <translation>Запчасти</translation>
    </message>
    <message>
        <source>Sergeant X</source>
        <translation>Сержант X</translation>
    </message>
    <message>
        <source>Sergeant Y</source>
        <translation>Сержант Y</translation>
    </message>
    <message>
        <source>Shell Shock</source>
        <translation>Психологический шок</translation>
    </message>
    <message>
        <source>Shellholes</source>
        <translation>Воронки</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Стрелять</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Дым</translation>
    </message>
    <message>
        <source>Smoke Grenades</source>
        <translation>Дымовые гранаты</translation>
    </message>
    <message>
        <source>Smoke grenades</source>
        <translation>Дымовые гранаты</translation>
    </message>
    <message>
        <source>Snipe</source>
        <translation>Снайперский выстрел</translation>
    </message>
    <message>
        <source>Sniper!</source>
        <translation>Снайпер!</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Пристрелочный выстрел</translation>
    </message>
    <message>
        <source>Spray Fire</source>
        <translation>Огонь очередями</translation>
    </message>
    <message>
        <source>Spray fire</source>
        <translation>Огонь очередями</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Отделение</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>Strategic Objective</source>
        <translation>Стратегическая цель</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Ручей</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Поддержка</translation>
    </message>
    <message>
        <source>Suppressing Fire</source>
        <translation>Подавляющий огонь</translation>
    </message>
    <message>
        <source>Sustained Fire</source>
        <translation>Беглый огонь</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Time space</source>
        <translation>Ячейка Времени</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Время!</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Тропа</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Передать</translation>
    </message>
    <message>
        <source>Trench</source>
        <translation>Траншеи</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Часть</translation>
    </message>
    <message>
        <source>Volksgrenadier</source>
        <translation>Фольксгренадеры</translation>
    </message>
    <message>
        <source>Walking Wounded</source>
        <translation>Ходячие раненые</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Стена</translation>
    </message>
    <message>
        <source>Water Barrier</source>
        <translation>Водная преграда</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Вооружение</translation>
    </message>
    <message>
        <source>Weapon Team</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>White Phosphorus</source>
        <translation>Белый фосфор</translation>
    </message>
    <message>
        <source>Wire</source>
        <translation>Проволока</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>Élan</source>
        <translation>Élan</translation>
    </message>
</context>
<context>
    <name>TracingDock</name>
    <message>
        <source>Tracing</source>
        <translation>Обводка карты</translation>
    </message>
    <message>
        <source>&amp;Trace a picture of a printed map…</source>
        <translation>&amp;Обвести изображение печатной карты…</translation>
    </message>
</context>
<context>
    <name>TracingPanel</name>
    <message>
        <source>Picture of a printed map</source>
        <translation>Изображение печатной карты</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Загрузить…</translation>
    </message>
    <message>
        <source>no picture: it is never saved in the map</source>
        <translation>нет изображения: оно никогда не сохраняется в карте</translation>
    </message>
    <message>
        <source>Show the picture</source>
        <translation>Показывать изображение</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Непрозрачность</translation>
    </message>
    <message>
        <source>Grid: three centre dots</source>
        <translation>Сетка: три центральные точки</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Указать</translation>
    </message>
    <message>
        <source>Then click this hex&apos;s centre dot on the picture</source>
        <translation>Затем щёлкните центральную точку этого гекса на изображении</translation>
    </message>
    <message>
        <source>Snap to the dots near the grid</source>
        <translation>Притягивать к точкам рядом с сеткой</translation>
    </message>
    <message>
        <source>Fit the grid</source>
        <translation>Подогнать сетку</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Цвета</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>открытая местность</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>лес</translation>
    </message>
    <message>
        <source>roofs</source>
        <translation>крыши</translation>
    </message>
    <message>
        <source>brush</source>
        <translation>кустарник</translation>
    </message>
    <message>
        <source>field</source>
        <translation>поле</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>болото</translation>
    </message>
    <message>
        <source>orchard trees</source>
        <translation>деревья сада</translation>
    </message>
    <message>
        <source>dots and lines (ignored)</source>
        <translation>точки и линии (не учитываются)</translation>
    </message>
    <message>
        <source>hill level {level}</source>
        <translation>уровень холма {level}</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Взять</translation>
    </message>
    <message>
        <source>Then click the picture to take its colour</source>
        <translation>Затем щёлкните по изображению, чтобы взять его цвет</translation>
    </message>
    <message>
        <source>Trace the picture</source>
        <translation>Обвести изображение</translation>
    </message>
    <message>
        <source>Load a picture of a printed map</source>
        <translation>Загрузить изображение печатной карты</translation>
    </message>
    <message>
        <source>Pictures ({patterns})</source>
        <translation>Изображения ({patterns})</translation>
    </message>
    <message>
        <source>{file} is not a picture this program can read</source>
        <translation>{file}: программа не может прочитать это изображение</translation>
    </message>
    <message>
        <source>pixel ({x}, {y})</source>
        <translation>пиксель ({x}, {y})</translation>
    </message>
    <message>
        <source>Name three hexes of this map and click their centre dots first.</source>
        <translation>Сначала назовите три гекса этой карты и щёлкните их центральные точки.</translation>
    </message>
    <message>
        <source>These three dots lie on one line: click dots in two columns.</source>
        <translation>Эти три точки лежат на одной прямой: щёлкните точки в двух столбцах.</translation>
    </message>
    <message>
        <source>Not fitted yet.</source>
        <translation>Сетка ещё не подогнана.</translation>
    </message>
    <message>
        <source>Fitted to {found} of {count} centre dots, the farthest {error} pixels off.</source>
        <translation>Подогнано по центральным точкам: {found} из {count}, самая дальняя отстоит на {error} пикс.</translation>
    </message>
    <message>
        <source>Fitted to the three dots clicked.</source>
        <translation>Подогнано по трём указанным точкам.</translation>
    </message>
    <message>
        <source>Traced. Art drawn again from the terrain, as the rules want: {hexes}.</source>
        <translation>Обведено. Рисунок заново построен по местности, как требуют правила: {hexes}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
</TS>
