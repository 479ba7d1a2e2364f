<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Combat Commander</source>
        <translation>За Combat Commander</translation>
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
        <translation>Неизвестна версия</translation>
    </message>
    <message>
        <source>An unofficial, fan-made digital edition of a tactical card-driven wargame, with a scenario designer. The game&apos;s rules and the name Combat Commander belong to their owners; this program is not endorsed by them.</source>
        <translation>Неофициално любителско дигитално издание на тактическа военна игра, движена от карти, с редактор на сценарии. Правилата на играта и името Combat Commander принадлежат на притежателите им; тази програма не е одобрена от тях.</translation>
    </message>
    <message>
        <source>Built with the following software:</source>
        <translation>Създадено със следния софтуер:</translation>
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
        <translation>Лиценз</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Cannot open {name}:

{error}</source>
        <translation>Не може да се отвори {name}:

{error}</translation>
    </message>
    <message>
        <source>Resume the game of {scenario} you were playing?</source>
        <translation>Да продължи ли започнатата игра по сценария „{scenario}“?</translation>
    </message>
    <message>
        <source>The game autosaved last time cannot be opened:

{error}

The file is kept as {file}. A new game begins.</source>
        <translation>Играта, автоматично записана миналия път, не може да се отвори:

{error}

Файлът е запазен като {file}. Започва нова игра.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Hindrance {hindrance}</source>
        <extracomment>Line colour per verdict: green clear, amber hindered, red blocked. The verdict written at the end of the LOS string on the map (Line of Sight [10]).</extracomment>
        <translation>Пречка {hindrance}</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Чиста</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Блокирана</translation>
    </message>
    <message>
        <source>{a} → {b}: {explanation}</source>
        <translation>{a} → {b}: {explanation}</translation>
    </message>
    <message>
        <source>Objective {number} [7.3]</source>
        <extracomment>Above every counter, even spread stacks (80 and up), so an Objective&apos;s badge stays in view. Terrain whose art a printed map&apos;s outlines trace: on such a map these hexes get no generated shapes, the outline paths show them instead. False on a map with outlines: the :class:`OutlineArtItem` beneath shows the ground and its hill levels, the hex only adds what the outlines do not trace. The first hex id of the multi-hex building or wood this hex belongs to; all its hexes share a roof colour.</extracomment>
        <translation>Цел {number} [7.3]</translation>
    </message>
    <message>
        <source>Objective {number}: controlled by the {holder} [7.3]</source>
        <translation>Цел {number}: контролирана от {holder} [7.3]</translation>
    </message>
    <message>
        <source>Objective {number}: nobody&apos;s [7.3]</source>
        <translation>Цел {number}: ничия [7.3]</translation>
    </message>
    <message>
        <source>{number}: {vp} VP +{secret}</source>
        <extracomment>Tile side in hexes (circumradius units). A press and release further apart than this (in screen pixels) is a drag, not a click. Outline every multi-hex building (the designer); otherwise only those that hold an Objective, which is then the whole building [7.3.1.1]. The least room (KB) for the items&apos; device caches, kept in :class:`QPixmapCache`: Qt&apos;s 10 MB default holds less than one zoomed-in screen of hexes and art tiles, so each repaint would evict and redraw them all. The tiles of the traced art of a printed map (none for a map without outlines). The tooltips of the counters and markers in each hex, top of the stack first. The frames of the counters selected on the board, and their unit ids. Unit ids of each hex&apos;s stack as drawn, bottom first. True: stacks are shown side by side; False: cascaded inside their hex. Each Objective&apos;s VP and holder, drawn above the counters [7.3]. When True a left-button drag draws a LOS string instead of panning the board. The badge above an Objective: its number and the VP its holder gets from the open chits; &quot;+N&quot; adds the VP of the viewer&apos;s own secret chits.</extracomment>
        <translation>{number}: {vp} ПТ +{secret}</translation>
    </message>
    <message>
        <source>{number}: {vp} VP</source>
        <translation>{number}: {vp} ПТ</translation>
    </message>
    <message>
        <source>Smoke {value}: Hindrance into, out of and through [T94, 10.3.4]</source>
        <translation>Дим {value}: Пречка към, от и през хекса [T94, 10.3.4]</translation>
    </message>
    <message>
        <source>Blaze: impassable, blocks LOS at all levels [T79, 10.2.1]</source>
        <translation>Пожар: непроходим, блокира линията на видимост на всички нива [T79, 10.2.1]</translation>
    </message>
    <message>
        <source>Spotting Round of a Fire For Effect [O18.2.1]</source>
        <translation>Пристрелочен изстрел на артилерийски удар [O18.2.1]</translation>
    </message>
    <message>
        <source>In the Impact area of the Fire For Effect [O18.2.3]</source>
        <translation>В зоната на попадение на артилерийския удар [O18.2.3]</translation>
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
        <translation>цел</translation>
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
        <translation>&amp;Увеличаване</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Намаляване</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Побиране в прозореца</translation>
    </message>
    <message>
        <source>&amp;Line of sight tool</source>
        <translation>Инструмент за &amp;линия на видимост</translation>
    </message>
    <message>
        <source>&amp;Clear line of sight</source>
        <translation>&amp;Изчистване на линията на видимост</translation>
    </message>
    <message>
        <source>Light palette</source>
        <translation>Светла палитра</translation>
    </message>
    <message>
        <source>Dark palette</source>
        <translation>Тъмна палитра</translation>
    </message>
    <message>
        <source>Drag from hex to hex to check line of sight (a right-button drag always does) [10.1]</source>
        <translation>Плъзнете от хекс до хекс, за да проверите линията на видимост (плъзгането с десния бутон винаги го прави) [10.1]</translation>
    </message>
</context>
<context>
    <name>CardTile</name>
    <message>
        <source> (Order/Action)</source>
        <translation> (Заповед/Действие)</translation>
    </message>
    <message>
        <source>Action: {action}</source>
        <translation>Действие: {action}</translation>
    </message>
    <message>
        <source>Event: {event}</source>
        <translation>Събитие: {event}</translation>
    </message>
    <message>
        <source>Dice {white}•{colored}</source>
        <translation>Зарове {white}•{colored}</translation>
    </message>
    <message>
        <source>Hex {hex}</source>
        <translation>Хекс {hex}</translation>
    </message>
    <message>
        <source>Click to pick this play in the Decision list</source>
        <translation>Щракнете, за да изберете този ход в списъка „Решение“</translation>
    </message>
    <message>
        <source>Click to see why this card cannot be played now</source>
        <translation>Щракнете, за да видите защо тази карта не може да се изиграе сега</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Accept the roll</source>
        <extracomment>Labels of the choices that take no argument (translated when shown).</extracomment>
        <translation>Приемане на хвърлянето</translation>
    </message>
    <message>
        <source>Re-roll (play the Initiative card) [9.1]</source>
        <translation>Ново хвърляне (изиграване на картата за Инициатива) [9.1]</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>End the Turn</source>
        <translation>Край на Хода</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Напред</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продължаване</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>Без цел</translation>
    </message>
    <message>
        <source>Stop moving</source>
        <translation>Спиране на движението</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Fire!</source>
        <translation>Огън!</translation>
    </message>
    <message>
        <source>Shoot at this hex</source>
        <translation>Стрелба по този хекс</translation>
    </message>
    <message>
        <source> (Order/Action Fire)</source>
        <translation> (Заповед/Действие „Огън“)</translation>
    </message>
    <message>
        <source>#{number} {order}{fire} — Action: {action} — Event: {event}</source>
        <translation>#{number} {order}{fire} — Действие: {action} — Събитие: {event}</translation>
    </message>
    <message>
        <source>dice {white}•{colored}{trigger} — random hex {hex}</source>
        <translation>зарове {white}•{colored}{trigger} — случаен хекс {hex}</translation>
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
        <translation>{unit} ({kind}, счупена страна)</translation>
    </message>
    <message>
        <source>{unit} ({kind}, unbroken)</source>
        <translation>{unit} ({kind}, несчупена страна)</translation>
    </message>
    <message>
        <source>FP {fp}  Range {range}  Movement {movement}  Morale {morale}</source>
        <translation>ОМ {fp}  Обсег {range}  Движение {movement}  Морал {morale}</translation>
    </message>
    <message>
        <source>FP {fp}  Range {range}  Movement {movement}  Morale {morale}  Command {command}</source>
        <translation>ОМ {fp}  Обсег {range}  Движение {movement}  Морал {morale}  Командване {command}</translation>
    </message>
    <message>
        <source>Suppressed: -1 FP, Range, Movement, Morale; no Weapon fire [13.2]</source>
        <translation>Потискане: -1 ОМ, Обсег, Движение, Морал; без стрелба с Оръжие [13.2]</translation>
    </message>
    <message>
        <source>Veteran: +1 FP, Range, Movement, Morale [E44.1]</source>
        <translation>Ветеран: +1 ОМ, Обсег, Движение, Морал [E44.1]</translation>
    </message>
    <message>
        <source>Carries {weapon} (broken)</source>
        <translation>Оръжие: {weapon} (повредено)</translation>
    </message>
    <message>
        <source>Carries {weapon}</source>
        <translation>Оръжие: {weapon}</translation>
    </message>
    <message>
        <source>Activated this Turn [O14.1]</source>
        <translation>Активирана през този Ход [O14.1]</translation>
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
        <translation>Ок</translation>
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
        <translation>ДОТ</translation>
    </message>
    <message>
        <source>M</source>
        <comment>Mines marker, one letter</comment>
        <translation>М</translation>
    </message>
    <message>
        <source>W</source>
        <comment>Wire marker, one letter</comment>
        <translation>Т</translation>
    </message>
</context>
<context>
    <name>Decisions</name>
    <message>
        <source>set up</source>
        <extracomment>Each decision kind&apos;s name (translated when shown); a kind not listed is &quot;a decision&quot;.</extracomment>
        <translation>разполагане</translation>
    </message>
    <message>
        <source>hand out a Weapon</source>
        <translation>раздаване на оръжие</translation>
    </message>
    <message>
        <source>place a Fortification</source>
        <translation>поставяне на укрепление</translation>
    </message>
    <message>
        <source>play an Order or pass</source>
        <translation>изиграване на заповед или пас</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>изхвърляне на карти</translation>
    </message>
    <message>
        <source>activate units</source>
        <translation>активиране на части</translation>
    </message>
    <message>
        <source>move</source>
        <translation>движение</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>настъпление</translation>
    </message>
    <message>
        <source>pick a target</source>
        <translation>избор на цел</translation>
    </message>
    <message>
        <source>form a fire group</source>
        <translation>огнева група</translation>
    </message>
    <message>
        <source>Op Fire chance</source>
        <translation>възможност за заградителен огън</translation>
    </message>
    <message>
        <source>Action chance</source>
        <translation>възможност за действие</translation>
    </message>
    <message>
        <source>Light Wounds chance</source>
        <translation>възможност за „Леки рани“</translation>
    </message>
    <message>
        <source>re-roll?</source>
        <translation>ново хвърляне?</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Снайперист</translation>
    </message>
    <message>
        <source>order of Defense rolls</source>
        <translation>ред на хвърлянията за защита</translation>
    </message>
    <message>
        <source>order of Rally Rolls</source>
        <translation>ред на хвърлянията за събиране</translation>
    </message>
    <message>
        <source>order of Rout Rolls</source>
        <translation>ред на хвърлянията за бягство</translation>
    </message>
    <message>
        <source>whom the Rout activates</source>
        <translation>кого активира „Бягство“</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Отстъпление</translation>
    </message>
    <message>
        <source>order of Melees</source>
        <translation>ред на ръкопашните схватки</translation>
    </message>
    <message>
        <source>overstacked hex</source>
        <translation>препълнен хекс</translation>
    </message>
    <message>
        <source>a decision</source>
        <translation>решение</translation>
    </message>
    <message>
        <source>play another Order or end the Turn</source>
        <extracomment>A Turn after its first Order, and one whose every Order is given (public counts [5]).</extracomment>
        <translation>изиграване на още една заповед или край на Хода</translation>
    </message>
    <message>
        <source>end the Turn</source>
        <translation>край на Хода</translation>
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
        <translation>Съдържанието на играта не може да бъде заредено:

{error}</translation>
    </message>
</context>
<context>
    <name>DesignerNames</name>
    <message>
        <source>Clear</source>
        <extracomment>Qt&apos;s marker of a text for ``pyside6-lupdate`` (it returns the text as it is), typed. The designer says &quot;Clear&quot; where the game says &quot;Clear hexside&quot;: the combo is of hexsides.</extracomment>
        <translation>Открита</translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>A side&apos;s friendly map edge.</extracomment>
        <translation>Горе</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Вдясно</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Долу</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Вляво</translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>The kinds of piece of an order of battle.</extracomment>
        <translation>Единица</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оръжие</translation>
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
        <translation>Преместване</translation>
    </message>
    <message>
        <source>Drag to move the board; right-drag shows line of sight</source>
        <translation>Плъзнете, за да преместите полето; плъзгането с десния бутон показва линията на видимост</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Терен</translation>
    </message>
    <message>
        <source>Paint the chosen terrain: click or drag across hexes</source>
        <translation>Рисуване на избрания терен: щракнете върху хексове или плъзнете през тях</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Запълване</translation>
    </message>
    <message>
        <source>Give the chosen terrain to the clicked hex and every joined hex like it</source>
        <translation>Задаване на избрания терен на щракнатия хекс и на всеки свързан с него еднакъв хекс</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Височина</translation>
    </message>
    <message>
        <source>Set the hill level of the hexes you click or drag over [T88]</source>
        <translation>Задаване на нивото на хълма на хексовете, които щраквате или през които плъзгате [T88]</translation>
    </message>
    <message>
        <source>Road/Trail/Rail</source>
        <translation>Път/Пътека/Ж. п.</translation>
    </message>
    <message>
        <source>Draw the chosen feature across hexes (Shift or Erase removes it) [T92, T93, T96]</source>
        <translation>Прокарване на избрания елемент през хексовете (Shift или „Изтриване“ го премахва) [T92, T93, T96]</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Страна на хекс</translation>
    </message>
    <message>
        <source>Click near a hexside to draw the chosen feature on it (or clear it)</source>
        <translation>Щракнете близо до страна на хекс, за да нанесете върху нея избрания елемент (или да я изчистите)</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цел</translation>
    </message>
    <message>
        <source>Click a hex to put the chosen Objective there; click it again to clear it [2.3]</source>
        <translation>Щракнете върху хекс, за да поставите там избраната Цел; щракнете отново, за да я премахнете [2.3]</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Сгради</translation>
    </message>
    <message>
        <source>Drag across Building hexes to make them one building; click a hex (or Shift / Erase) to take it out of its building [7.3.1.1]</source>
        <translation>Плъзнете през хексовете на Сграда, за да ги обедините в една сграда; щракване върху хекс (или Shift / Изтриване) го изважда от сградата му [7.3.1.1]</translation>
    </message>
    <message>
        <source>Place pieces</source>
        <translation>Поставяне на жетони</translation>
    </message>
    <message>
        <source>Click hexes to place the pieces of the selected order-of-battle row of the chosen side</source>
        <translation>Щраквайте върху хексове, за да поставите жетоните от избрания ред на бойния състав на избраната страна</translation>
    </message>
    <message>
        <source>Setup hexes</source>
        <translation>Хексове за разполагане</translation>
    </message>
    <message>
        <source>Click hexes to add them to (or take them from) a side&apos;s setup zone</source>
        <translation>Щраквайте върху хексове, за да ги добавите към зоната за разполагане на страна (или да ги премахнете от нея)</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Избор</translation>
    </message>
    <message>
        <source>Drag to select a rectangle of hexes (Ctrl: add the hexes brushed over) to copy, paste or move with the Map menu</source>
        <translation>Плъзнете, за да изберете правоъгълник от хексове (с Ctrl — добавя хексовете, по които минете с четката), и ги копирайте, поставяйте или премествайте от менюто „Карта“</translation>
    </message>
    <message>
        <source>Outlines</source>
        <translation>Контури</translation>
    </message>
    <message>
        <source>Show the traced outlines of the map&apos;s art: click one to select it (Delete removes it), drag its vertices to move them, double-click a vertex to remove it or an edge to add one [10.1]</source>
        <translation>Показване на очертаните контури на рисунката на картата: щракнете върху контур, за да го изберете (Delete го изтрива), влачете върховете му, за да ги преместите, двойно щракване върху връх го премахва, а върху страна добавя нов [10.1]</translation>
    </message>
</context>
<context>
    <name>DesignerWindow</name>
    <message>
        <source>(nothing)</source>
        <extracomment>The hex last clicked with the Outlines tool (Regenerate hex when the mouse is off the board). Each form label and the function giving its text (see :meth:`retranslate`).</extracomment>
        <translation>(нищо)</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Терен</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ниво</translation>
    </message>
    <message>
        <source>Brush size</source>
        <translation>Размер на четката</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Елемент</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Страна на хекс</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цел</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Страна</translation>
    </message>
    <message>
        <source>Nobody</source>
        <extracomment>Each side&apos;s setup zone summed up: its room against its pieces (see _show_zones).</extracomment>
        <translation>Никой</translation>
    </message>
    <message>
        <source>Objective {number} held by</source>
        <translation>Кой държи Цел {number}</translation>
    </message>
    <message>
        <source>Objective {number} control</source>
        <translation>Контрол над Цел {number}</translation>
    </message>
    <message>
        <source>Id (file name)</source>
        <translation>Идентификатор (име на файл)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Идентификатор</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Scenario number (0: none)</source>
        <translation>Номер на сценария (0: няма)</translation>
    </message>
    <message>
        <source>Scenario number</source>
        <translation>Номер на сценария</translation>
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
        <translation>Година</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Място</translation>
    </message>
    <message>
        <source>Initiative at start</source>
        <translation>Инициатива в началото</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Инициатива</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>Първи Ход</translation>
    </message>
    <message>
        <source>Sets up first</source>
        <translation>Първа се разполага</translation>
    </message>
    <message>
        <source>Both at once</source>
        <translation>Двете едновременно</translation>
    </message>
    <message>
        <source>Time start</source>
        <translation>Начално поле на Времето</translation>
    </message>
    <message>
        <source>Sudden Death space</source>
        <translation>Поле за Внезапна смърт</translation>
    </message>
    <message>
        <source>Sudden Death</source>
        <translation>Внезапна смърт</translation>
    </message>
    <message>
        <source>Starting VP lead</source>
        <translation>Начална преднина в ПТ</translation>
    </message>
    <message>
        <source>Starting VP side</source>
        <translation>Страна с начални ПТ</translation>
    </message>
    <message>
        <source>Starting VP</source>
        <translation>Начални ПТ</translation>
    </message>
    <message>
        <source>Mine strength</source>
        <translation>Сила на мините</translation>
    </message>
    <message>
        <source>Open Objective chits</source>
        <translation>Открити жетони за Цели</translation>
    </message>
    <message>
        <source>Open chits</source>
        <translation>Открити жетони</translation>
    </message>
    <message>
        <source>Chits not used</source>
        <translation>Неизползвани жетони</translation>
    </message>
    <message>
        <source>Excluded chits</source>
        <translation>Изключени жетони</translation>
    </message>
    <message>
        <source>Random open chits</source>
        <translation>Случайни открити жетони</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Специални правила</translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation>Брифинг</translation>
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
        <translation>&amp;Последни файлове</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редактиране</translation>
    </message>
    <message>
        <source>O&amp;utlines</source>
        <translation>&amp;Контури</translation>
    </message>
    <message>
        <source>Dra&amp;w a new outline</source>
        <translation>&amp;Рисуване на нов контур</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Из&amp;глед</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Предпочитания…</translation>
    </message>
    <message>
        <source>&amp;New scenario…</source>
        <translation>&amp;Нов сценарий…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Отваряне…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Запазване</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Запазване &amp;като…</translation>
    </message>
    <message>
        <source>Save as &amp;draft</source>
        <translation>Запазване като &amp;чернова</translation>
    </message>
    <message>
        <source>&amp;Play this scenario</source>
        <translation>&amp;Игра на този сценарий</translation>
    </message>
    <message>
        <source>Play&amp;test against the computer…</source>
        <translation>&amp;Тестова игра срещу компютъра…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <source>&amp;Delete the selected outline</source>
        <translation>&amp;Изтриване на избрания контур</translation>
    </message>
    <message>
        <source>&amp;Regenerate the outlines of the hex under the mouse</source>
        <translation>&amp;Пресъздаване на контурите на хекса под показалеца</translation>
    </message>
    <message>
        <source>&amp;Generate outlines from the terrain</source>
        <translation>&amp;Генериране на контури от терена</translation>
    </message>
    <message>
        <source>&amp;Woods</source>
        <translation>&amp;Гора</translation>
    </message>
    <message>
        <source>Building &amp;roofs</source>
        <translation>&amp;Покриви на сгради</translation>
    </message>
    <message>
        <source>&amp;Brush</source>
        <translation>&amp;Храсти</translation>
    </message>
    <message>
        <source>&amp;Field</source>
        <translation>&amp;Нива</translation>
    </message>
    <message>
        <source>&amp;Marsh</source>
        <translation>&amp;Блато</translation>
    </message>
    <message>
        <source>&amp;Orchard trees</source>
        <translation>&amp;Дървета на овощна градина</translation>
    </message>
    <message>
        <source>Hill level &amp;{level}</source>
        <translation>Ниво на хълма &amp;{level}</translation>
    </message>
    <message>
        <source>1: one hex; 2: with its neighbours; 3: two rings (Terrain, Elevation, Select)</source>
        <translation>1: един хекс; 2: със съседите му; 3: два пръстена (Терен, Височина, Избор)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменти</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Изтриване</translation>
    </message>
    <message>
        <source>Axis forces</source>
        <translation>Силите на Оста</translation>
    </message>
    <message>
        <source>Allied forces</source>
        <translation>Силите на Съюзниците</translation>
    </message>
    <message>
        <source>Every problem at once; click one to go to its hex or field</source>
        <translation>Всички проблеми наведнъж; щракнете върху някой, за да отидете до неговия хекс или поле</translation>
    </message>
    <message>
        <source>&amp;Undo {edit}</source>
        <translation>&amp;Отмяна: {edit}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отмяна</translation>
    </message>
    <message>
        <source>&amp;Redo {edit}</source>
        <translation>&amp;Повторение: {edit}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторение</translation>
    </message>
    <message>
        <source>Problems ({count})</source>
        <translation>Проблеми ({count})</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблеми</translation>
    </message>
    <message>
        <source>Time {spaces}</source>
        <translation>Време {spaces}</translation>
    </message>
    <message>
        <source>Allied zone</source>
        <translation>Зона — Съюзниците</translation>
    </message>
    <message>
        <source>Axis zone</source>
        <translation>Зона — Оста</translation>
    </message>
    <message>
        <source>{zone}: a hex id is wrong</source>
        <translation>{zone}: грешен номер на хекс</translation>
    </message>
    <message>
        <source>1 hex</source>
        <translation>1 хекс</translation>
    </message>
    <message>
        <source>{count} hexes</source>
        <translation>{count} хекса</translation>
    </message>
    <message>
        <source>1 piece</source>
        <translation>1 пул</translation>
    </message>
    <message>
        <source>{count} pieces</source>
        <translation>{count} пула</translation>
    </message>
    <message>
        <source>{zone}: {hexes} for {pieces}</source>
        <translation>{zone}: {hexes} за {pieces}</translation>
    </message>
    <message>
        <source>no hex can take a unit [T98]</source>
        <translation>нито един хекс не може да поеме единица [T98]</translation>
    </message>
    <message>
        <source>too small: needs {needed} hexes [8.2]</source>
        <translation>твърде малка: нужни са хексове — {needed} [8.2]</translation>
    </message>
    <message>
        <source>room for {hexes} of {count} Fortifications [F100.3]</source>
        <translation>място за укрепления: {hexes} от {count} [F100.3]</translation>
    </message>
    <message>
        <source>Combat Commander Designer</source>
        <translation>Редактор на Combat Commander</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>незапазен</translation>
    </message>
    <message>
        <source> (draft)</source>
        <translation> (чернова)</translation>
    </message>
    <message>
        <source>{designer} — {scenario} [{file}]{draft}{dirty}</source>
        <translation>{designer} — {scenario} [{file}]{draft}{dirty}</translation>
    </message>
    <message>
        <source>{edit}: not done: {problem}</source>
        <translation>{edit}: не е изпълнено: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n hexes</source>
        <translation>
            <numerusform>%n хекс</numerusform>
            <numerusform>%n хекса</numerusform>
        </translation>
    </message>
    <message>
        <source>Paint {terrain} in {where}</source>
        <translation>Терен „{terrain}“ в {where}</translation>
    </message>
    <message>
        <source>Fill from {hex} with {terrain}</source>
        <translation>Запълване от {hex} с „{terrain}“</translation>
    </message>
    <message>
        <source>Level {level} in {where}</source>
        <translation>Ниво {level} в {where}</translation>
    </message>
    <message>
        <source>Draw {feature} in {where}</source>
        <translation>Нанасяне на „{feature}“ в {where}</translation>
    </message>
    <message>
        <source>Erase {feature} in {where}</source>
        <translation>Изтриване на „{feature}“ в {where}</translation>
    </message>
    <message>
        <source>The designer did not close normally. Edits of {scenario} [{file}] were autosaved at {time}. Recover them?</source>
        <translation>Редакторът не беше затворен нормално. Промените по {scenario} [{file}] бяха автоматично запазени в {time}. Да бъдат ли възстановени?</translation>
    </message>
    <message>
        <source>Recover the autosaved edits</source>
        <translation>Възстановяване на автоматично запазените промени</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>roofs</source>
        <translation>покриви</translation>
    </message>
    <message>
        <source>brush</source>
        <translation>храсти</translation>
    </message>
    <message>
        <source>field</source>
        <translation>нива</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>блато</translation>
    </message>
    <message>
        <source>orchard trees</source>
        <translation>дървета на овощна градина</translation>
    </message>
    <message>
        <source>hill level {level}</source>
        <translation>ниво на хълма {level}</translation>
    </message>
    <message>
        <source>Outline: {kind} {index} ({vertices} vertices, outlines.{field}[{index}]); Delete removes it, drag a vertex to move it, double-click a vertex to remove it or an edge to add one</source>
        <translation>Контур: {kind} {index} (върхове: {vertices}, outlines.{field}[{index}]); Delete го изтрива, влачете връх, за да го преместите, двойно щракване върху връх го премахва, а върху страна добавя нов</translation>
    </message>
    <message>
        <source>Move a vertex of {kind} {index}</source>
        <translation>Преместване на връх: {kind} {index}</translation>
    </message>
    <message>
        <source>Remove a vertex of {kind} {index}</source>
        <translation>Премахване на връх: {kind} {index}</translation>
    </message>
    <message>
        <source>Add a vertex to {kind} {index}</source>
        <translation>Добавяне на връх: {kind} {index}</translation>
    </message>
    <message>
        <source>New outline of {kind}: click each corner; Backspace takes one back, double-click or Enter closes it, Esc drops it</source>
        <translation>Нов контур: {kind}. Щракнете върху всеки ъгъл; Backspace премахва последния, двойно щракване или Enter затваря контура, Esc го отказва</translation>
    </message>
    <message>
        <source>Draw an outline of {kind}</source>
        <translation>Рисуване на контур: {kind}</translation>
    </message>
    <message>
        <source>The new outline of {kind} was dropped</source>
        <translation>Новият контур е отказан: {kind}</translation>
    </message>
    <message>
        <source>Delete {kind} {index}</source>
        <translation>Изтриване на {kind} {index}</translation>
    </message>
    <message>
        <source>Point at a hex (or click it with the Outlines tool) to regenerate it</source>
        <translation>Посочете хекс (или щракнете върху него с инструмента „Контури“), за да го пресъздадете</translation>
    </message>
    <message>
        <source>Regenerate the outlines of {hex}</source>
        <translation>Пресъздаване на контурите на {hex}</translation>
    </message>
    <message>
        <source>Generate outlines</source>
        <translation>Генериране на контури</translation>
    </message>
    <message>
        <source>Objective {number} in {hex}</source>
        <translation>Цел {number} в {hex}</translation>
    </message>
    <message>
        <source>Clear Objective {number}</source>
        <translation>Премахване на Цел {number}</translation>
    </message>
    <message>
        <source>Take {where} out of its building</source>
        <translation>Изваждане на {where} от сградата му</translation>
    </message>
    <message>
        <source>To make a building of several hexes, drag from {hex} across the Building hexes to join</source>
        <translation>За да направите сграда от няколко хекса, плъзнете от {hex} през хексовете на Сграда, които да се обединят</translation>
    </message>
    <message>
        <source>Join {where} into one building</source>
        <translation>Обединяване на {where} в една сграда</translation>
    </message>
    <message>
        <source>Setup hex {hex}</source>
        <translation>Хекс за разполагане {hex}</translation>
    </message>
    <message>
        <source>{feature} on {a}|{b}</source>
        <translation>{feature} на {a}|{b}</translation>
    </message>
    <message>
        <source>Clear {a}|{b}</source>
        <translation>Изчистване на {a}|{b}</translation>
    </message>
    <message>
        <source>Objective tool: click the hex of Objective {number}; click a hex holding it to clear it</source>
        <translation>Инструмент „Цел“: щракнете хекса за цел {number}; щракване върху хекс с нея я премахва</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>Сценарият има незапазени промени. Да бъдат ли запазени първо?</translation>
    </message>
    <message>
        <source>Open scenario or map</source>
        <translation>Отваряне на сценарий или карта</translation>
    </message>
    <message>
        <source>Scenarios and maps ({pattern})</source>
        <translation>Сценарии и карти ({pattern})</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… и още %n</numerusform>
            <numerusform>… и още %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open {file}:

{problems}</source>
        <translation>Не може да се отвори {file}:

{problems}</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>Запазване на сценария като</translation>
    </message>
    <message>
        <source>Scenarios ({pattern})</source>
        <translation>Сценарии ({pattern})</translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n problem(s) (see the Problems tab), so the game cannot play it yet. Save it as a draft?</source>
        <translation>
            <numerusform>Сценарият има %n проблем (вижте раздела „Проблеми“), затова играта още не може да го играе. Да бъде ли запазен като чернова?</numerusform>
            <numerusform>Сценарият има %n проблема (вижте раздела „Проблеми“), затова играта още не може да го играе. Да бъде ли запазен като чернова?</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save {file}:

{problem}</source>
        <translation>Не може да се запази {file}:

{problem}</translation>
    </message>
    <message>
        <source>Cannot save {file} in {folder}:

{reason}</source>
        <translation>Не може да се запази {file} в папка {folder}:

{reason}</translation>
    </message>
    <message>
        <source>Saved {files}</source>
        <translation>Запазено: {files}</translation>
    </message>
    <message>
        <source>{saved}; the draft {draft} is removed</source>
        <translation>{saved}; черновата {draft} е изтрита</translation>
    </message>
    <message>
        <source>Cannot start the playtest:

{problem}</source>
        <translation>Тестовата игра не може да започне:

{problem}</translation>
    </message>
    <message>
        <source>An unfinished game of {scenario} was started on an older version of the scenario: your edits since then are not in it.

Start a new game with the edited scenario, or resume the game of the old version?</source>
        <translation>Незавършената игра „{scenario}“ е започната с по-стара версия на сценария: промените ви след това не са в нея.

Да започне ли нова игра с променения сценарий, или да продължи играта от старата версия?</translation>
    </message>
    <message>
        <source>New game with the edited scenario</source>
        <translation>Нова игра с променения сценарий</translation>
    </message>
    <message>
        <source>Resume the old version</source>
        <translation>Продължаване на старата версия</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] - {hindrance} Hindrance [10.3.1] = {value} vs range {range} from {unit} to {hex}: greater: a hit</source>
        <translation>Точност: хвърляне за прицелване {roll} = {product} [O20.2.3] - {hindrance} Пречка [10.3.1] = {value} срещу разстояние {range} от {unit} до {hex}: по-голямо: попадение</translation>
    </message>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] - {hindrance} Hindrance [10.3.1] = {value} vs range {range} from {unit} to {hex}: not greater: a miss</source>
        <translation>Точност: хвърляне за прицелване {roll} = {product} [O20.2.3] - {hindrance} Пречка [10.3.1] = {value} срещу разстояние {range} от {unit} до {hex}: не е по-голямо: пропуск</translation>
    </message>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] vs range {range} from {unit} to {hex}: greater: a hit</source>
        <translation>Точност: хвърляне за прицелване {roll} = {product} [O20.2.3] срещу разстояние {range} от {unit} до {hex}: по-голямо: попадение</translation>
    </message>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] vs range {range} from {unit} to {hex}: not greater: a miss</source>
        <translation>Точност: хвърляне за прицелване {roll} = {product} [O20.2.3] срещу разстояние {range} от {unit} до {hex}: не е по-голямо: пропуск</translation>
    </message>
    <message>
        <source>Activate a unit (or a Leader) for the {order} [O14.1]</source>
        <translation>Активирайте единица (или Лидер) за {order} [O14.1]</translation>
    </message>
    <message>
        <source>Advance Order</source>
        <translation>Заповед „Настъпление“</translation>
    </message>
    <message>
        <source>Advance Order: a unit enters one adjacent hex, enemy-occupied or not, or exits off the enemy edge [O16.1, O16.2]</source>
        <translation>Заповед „Настъпление“: единица влиза в един съседен хекс, зает от противника или не, или излиза през вражеския ръб [O16.1, O16.2]</translation>
    </message>
    <message>
        <source>Advance Order: a unit enters one adjacent hex, enemy-occupied or not, or exits off the enemy edge [O16.1, O16.2]; or end the Advances</source>
        <translation>Заповед „Настъпление“: единица влиза в един съседен хекс, зает от противника или не, или излиза през вражеския ръб [O16.1, O16.2]; или прекратете Настъпленията</translation>
    </message>
    <message>
        <source>Advance Order: {units} activated [O14.1]</source>
        <translation>Заповед „Настъпление“: активирани единици: {units} [O14.1]</translation>
    </message>
    <message>
        <source>Air Support at {hex}</source>
        <translation>Въздушна поддръжка в {hex}</translation>
    </message>
    <message>
        <source>Air Support from Random Hex {hex}: break all units in one of {targets}, or decline</source>
        <translation>Въздушна поддръжка от случаен хекс {hex}: разбийте всички единици в един от хексовете ({targets}) или откажете</translation>
    </message>
    <message>
        <source>Air Support strikes {hex}: every unit there breaks [E43]</source>
        <translation>Въздушната поддръжка удря {hex}: всяка единица там се разбива [E43]</translation>
    </message>
    <message>
        <source>Ambush in {hex}: pick one of your units in the Melee; it breaks (a broken unit is eliminated) [A25]</source>
        <translation>Засада в {hex}: изберете една от своите единици в ръкопашния бой; тя се разбива (счупена единица се елиминира) [A25]</translation>
    </message>
    <message>
        <source>Announce a Smoke barrage instead of Impact rolls? [O18.2.1.1]</source>
        <translation>Да се обяви ли димна завеса вместо хвърляния за попадение? [O18.2.1.1]</translation>
    </message>
    <message>
        <source>Artillery Denied: the broken {radio} is eliminated and returns to the counter mix [O17]</source>
        <translation>Отказана артилерия: повреденото {radio} се елиминира и се връща в запаса от жетони [O17]</translation>
    </message>
    <message>
        <source>Artillery Denied: the {radio} breaks [O17]</source>
        <translation>Отказана артилерия: {radio} се поврежда [O17]</translation>
    </message>
    <message>
        <source>Artillery Impact on {hex}</source>
        <translation>Артилерийско попадение в {hex}</translation>
    </message>
    <message>
        <source>Artillery Impact on {hex}: FP {fp} ({radio}) [O18.2.3.2]; Fortification Vulnerability {vulnerability} [O18.2.3.3]</source>
        <translation>Артилерийско попадение в {hex}: ОМ {fp} ({radio}) [O18.2.3.2]; Уязвимост на укреплението {vulnerability} [O18.2.3.3]</translation>
    </message>
    <message>
        <source>Assault Fire attack</source>
        <translation>Атака с щурмов огън</translation>
    </message>
    <message>
        <source>Assault Fire: no moving piece with boxed FP has a target any more [A26]</source>
        <translation>Щурмов огън: никой движещ се жетон с ОМ в рамка вече няма цел [A26]</translation>
    </message>
    <message>
        <source>Assault Fire: pick the target hex of its one Fire Attack [A26]</source>
        <translation>Щурмов огън: изберете целевия хекс на единствената му огнева атака [A26]</translation>
    </message>
    <message>
        <source>Battery Access: the {radio} is fixed [O18.1]</source>
        <translation>Достъп до батареята: {radio} се поправя [O18.1]</translation>
    </message>
    <message>
        <source>Battle Harden: put a Veteran marker (+1 FP, Range, Movement, Morale [E44.1]) on one of your units</source>
        <translation>Закалени в боя: поставете маркер „Ветеран“ (+1 ОМ, Обсег, Движение, Морал [E44.1]) върху една от своите единици</translation>
    </message>
    <message>
        <source>Blaze in {hexes}: put each of your units there into an adjacent hex [{rules}]</source>
        <translation>Пожар в {hexes}: преместете всяка своя единица оттам в съседен хекс [{rules}]</translation>
    </message>
    <message>
        <source>Blaze in {hex} [T79]</source>
        <translation>Пожар в {hex} [T79]</translation>
    </message>
    <message>
        <source>Blaze in {hex} fills its hex</source>
        <translation>Пожар в {hex} изпълва хекса си</translation>
    </message>
    <message>
        <source>Blaze placed in {hex}</source>
        <translation>Поставен е Пожар в {hex}</translation>
    </message>
    <message>
        <source>Blaze placed in {hex} ({removed})</source>
        <translation>Поставен е Пожар в {hex} ({removed})</translation>
    </message>
    <message>
        <source>Breeze: all Smoke removed and put back in the cup: {smoke}</source>
        <translation>Вятър: целият Дим се премахва и се връща в чашата: {smoke}</translation>
    </message>
    <message>
        <source>Breeze: card {card} prints no wind direction; no Blaze spreads</source>
        <translation>Вятър: карта {card} не показва посока на вятъра; Пожарите не се разпространяват</translation>
    </message>
    <message>
        <source>Breeze: wind towards compass {direction}; Blaze spreads into {hexes}</source>
        <translation>Вятър: вятърът духа към посока {direction} на компаса; Пожарът се разпространява в {hexes}</translation>
    </message>
    <message>
        <source>Breeze: wind towards compass {direction}; no Blaze can spread</source>
        <translation>Вятър: вятърът духа към посока {direction} на компаса; никой Пожар не може да се разпространи</translation>
    </message>
    <message>
        <source>Command Confusion is never given as an Order [O19]</source>
        <translation>„Объркване в командването“ никога не се дава като Заповед [O19]</translation>
    </message>
    <message>
        <source>Command of {leader}</source>
        <translation>Командване: {leader}</translation>
    </message>
    <message>
        <source>Commissar roll {roll} ({dice}) vs Morale {morale}: greater, {unit} is eliminated [E50]</source>
        <translation>Хвърляне за Комисар {roll} ({dice}) срещу Морал {morale}: по-голямо, {unit} се елиминира [E50]</translation>
    </message>
    <message>
        <source>Commissar roll {roll} ({dice}) vs Morale {morale}: not greater [E50]</source>
        <translation>Хвърляне за Комисар {roll} ({dice}) срещу Морал {morale}: не е по-голямо [E50]</translation>
    </message>
    <message>
        <source>Commissar roll {roll} ({dice}) vs Morale {morale}: not greater, {unit} rallies [E50]</source>
        <translation>Хвърляне за Комисар {roll} ({dice}) срещу Морал {morale}: не е по-голямо, {unit} се събира [E50]</translation>
    </message>
    <message>
        <source>Commissar: pick one of your broken units; a roll above its Morale eliminates it, otherwise it rallies</source>
        <translation>Комисар: изберете една от своите счупени единици; хвърляне над Морала ѝ я елиминира, иначе тя се събира</translation>
    </message>
    <message>
        <source>Concealment: Attack Total {total} -{cover} Cover of {hex} = {result} [A29]</source>
        <translation>Маскировка: Общ сбор на атаката {total} -{cover} Прикритие на {hex} = {result} [A29]</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Прикритие</translation>
    </message>
    <message>
        <source>Cover ({source})</source>
        <translation>Прикритие ({source})</translation>
    </message>
    <message>
        <source>Cover fixed at 0</source>
        <translation>Прикритие, фиксирано на 0</translation>
    </message>
    <message>
        <source>Cover {value:+d}: {source} [{rule}]</source>
        <translation>Прикритие {value:+d}: {source} [{rule}]</translation>
    </message>
    <message>
        <source>Cower: outside every friendly Leader&apos;s Command radius [E51]</source>
        <translation>Малодушие: извън радиуса на Командване на всички собствени Лидери [E51]</translation>
    </message>
    <message>
        <source>Defense Total {defense} vs Attack Total {attack}</source>
        <translation>Общ сбор на защитата {defense} срещу Общ сбор на атаката {attack}</translation>
    </message>
    <message>
        <source>Deploy: replace one of your Squads by two Teams, or decline</source>
        <translation>Разгръщане: заменете едно от своите Отделения с два Екипа или откажете</translation>
    </message>
    <message>
        <source>Drift {white}•{colored} (not a roll: no trigger), {how}: {start} -&gt; {route}: the Spotting Round errs off the map and the Order ends [O18.2.2.3]</source>
        <translation>Отклонение {white}•{colored} (не е хвърляне: без задействане), {how}: {start} -&gt; {route}: пристрелочният изстрел излиза извън картата и Заповедта приключва [O18.2.2.3]</translation>
    </message>
    <message>
        <source>Drift {white}•{colored} (not a roll: no trigger), {how}: {start} -&gt; {route}; the Spotting Round lands in {hex}</source>
        <translation>Отклонение {white}•{colored} (не е хвърляне: без задействане), {how}: {start} -&gt; {route}; пристрелочният изстрел пада в {hex}</translation>
    </message>
    <message>
        <source>Dust: no Smoke marker is left in the cup</source>
        <translation>Прах: в чашата не е останал маркер за Дим</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Елиминиране</translation>
    </message>
    <message>
        <source>End of the {side:adjective} Turn</source>
        <translation>Край на Хода на {side}</translation>
    </message>
    <message>
        <source>Entrench: you may place Foxholes in a hex you occupy [E55]</source>
        <translation>Окопи: можете да поставите Стрелкови окопи в хекс, който заемате [E55]</translation>
    </message>
    <message>
        <source>Event! trigger</source>
        <translation>задействане „Събитие!“</translation>
    </message>
    <message>
        <source>Event: {event} [{rule}]</source>
        <translation>Събитие: {event} [{rule}]</translation>
    </message>
    <message>
        <source>Event: {event} [{rule}] is not implemented yet: it has no effect</source>
        <translation>Събитие: {event} [{rule}] все още не е реализирано: няма ефект</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Събития</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Излизане от картата</translation>
    </message>
    <message>
        <source>Field Promotion: place your Private (Morale 6, Command 2) in a hex with one of your broken units, or decline</source>
        <translation>Повишение на бойното поле: поставете своя Редник (Морал 6, Командване 2) в хекс с една от своите счупени единици или откажете</translation>
    </message>
    <message>
        <source>Field Promotion: {unit} is placed in {hex} [E56]</source>
        <translation>Повишение на бойното поле: {unit} се поставя в {hex} [E56]</translation>
    </message>
    <message>
        <source>Field Promotion: {unit} leaves Time space {time}, where it waited after exiting [E56, 7.2.1]</source>
        <translation>Повишение на бойното поле: {unit} напуска поле {time} на Времето, където чакаше след излизането си [E56, 7.2.1]</translation>
    </message>
    <message>
        <source>Field Promotion: {unit} leaves the Casualty Track [E56]</source>
        <translation>Повишение на бойното поле: {unit} напуска Скалата на загубите [E56]</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Огън</translation>
    </message>
    <message>
        <source>Fire Attack</source>
        <translation>Огнева атака</translation>
    </message>
    <message>
        <source>Fire For Effect with the {radio} [O18.2]</source>
        <translation>Артилерийски удар с {radio} [O18.2]</translation>
    </message>
    <message>
        <source>Fire For Effect: activate an unbroken Leader as the Spotter [O18.2]</source>
        <translation>Артилерийски удар: активирайте несчупен Лидер като Наблюдател [O18.2]</translation>
    </message>
    <message>
        <source>Fire Order</source>
        <translation>Заповед „Огън“</translation>
    </message>
    <message>
        <source>Fire at {hex} with FP {fp}</source>
        <translation>Огън по {hex} с ОМ {fp}</translation>
    </message>
    <message>
        <source>Fog of War: the {side:adjective} hand is empty</source>
        <translation>Мъглата на войната: ръката на {side} е празна</translation>
    </message>
    <message>
        <source>Fortifications are placed at the start [F100.1], not as reinforcements</source>
        <translation>Укрепленията се поставят в началото [F100.1], а не като подкрепления</translation>
    </message>
    <message>
        <source>Game over ({termination}): {reason}</source>
        <translation>Край на играта ({termination}): {reason}</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>Край на играта: {reason}</translation>
    </message>
    <message>
        <source>Give the {weapon} to a unit (each carries one) [11.2]</source>
        <translation>Дайте {weapon} на единица (всяка носи по едно оръжие) [11.2]</translation>
    </message>
    <message>
        <source>Hero: place your Hero in a friendly hex</source>
        <translation>Герой: поставете своя Герой в собствен хекс</translation>
    </message>
    <message>
        <source>Hero: you may Rally one broken unit in {hex}</source>
        <translation>Герой: можете да съберете една счупена единица в {hex}</translation>
    </message>
    <message>
        <source>Hero: {unit} is placed in {hex} [E58]</source>
        <translation>Герой: {unit} се поставя в {hex} [E58]</translation>
    </message>
    <message>
        <source>Hidden Mines in {hex}: a {fp} FP Mine Attack on {unit} [A35.2, F103.2]</source>
        <translation>Скрити мини в {hex}: минна атака с {fp} ОМ срещу {unit} [A35.2, F103.2]</translation>
    </message>
    <message>
        <source>Hidden Mines {fp} [A35.2, F103.2]</source>
        <translation>Скрити мини {fp} [A35.2, F103.2]</translation>
    </message>
    <message>
        <source>Hidden Unit: Support Table roll {roll} = {total}; non-Radio items of the scenario year: {items} [A35.4]</source>
        <translation>Скрита единица: хвърляне по Таблицата за поддръжка {roll} = {total}; елементи без Радио за годината на сценария: {items} [A35.4]</translation>
    </message>
    <message>
        <source>Hidden Unit: pick one free non-Radio item of the rolled column [A35.4 step 2]</source>
        <translation>Скрита единица: изберете един безплатен елемент, който не е Радио, от колоната, посочена от хвърлянето [A35.4 step 2]</translation>
    </message>
    <message>
        <source>Hidden Unit: place it in your original setup area, in a hex with no units and Cover of at least 1 [A35.4 step 3]</source>
        <translation>Скрита единица: поставете елемента в първоначалната си зона за разполагане, в хекс без единици и с Прикритие поне 1 [A35.4 step 3]</translation>
    </message>
    <message>
        <source>Hindrance in {hexes}</source>
        <translation>Пречка в {hexes}</translation>
    </message>
    <message>
        <source>Hindrance in {hexes} to {second}</source>
        <translation>Пречка в {hexes} за {second}</translation>
    </message>
    <message>
        <source>Impact roll {roll} equals the Fortification Vulnerability: the {fortification} in {hex} is destroyed [O18.2.3.3]</source>
        <translation>Хвърлянето за попадение {roll} е равно на Уязвимостта на укреплението: {fortification} в {hex} се унищожава [O18.2.3.3]</translation>
    </message>
    <message>
        <source>Interdiction [E60]</source>
        <translation>Прихващане [E60]</translation>
    </message>
    <message>
        <source>Interdiction: Suppress one unit (either side) in a hex with Cover below 1</source>
        <translation>Прихващане: потиснете една единица (на която и да е страна) в хекс с Прикритие под 1</translation>
    </message>
    <message>
        <source>Interrogation: the {side:adjective} hand is shown to you; you may put one of its cards on its discard pile [E61]</source>
        <translation>Разпит: ръката на {side} ви се показва; можете да поставите една от картите ѝ върху купчината изхвърлени карти на противника [E61]</translation>
    </message>
    <message>
        <source>Jammed! trigger</source>
        <translation>задействане „Засечка!“</translation>
    </message>
    <message>
        <source>KIA: eliminate one broken unit (either side)</source>
        <translation>Убити в боя: елиминирайте една счупена единица (на която и да е страна)</translation>
    </message>
    <message>
        <source>Malfunction at {hex}: the closest unbroken Weapons are tied ({weapons}); pick the one that breaks</source>
        <translation>Неизправност в {hex}: най-близките неповредени Оръжия са на равно разстояние ({weapons}); изберете кое да се повреди</translation>
    </message>
    <message>
        <source>Malfunction: the closest unbroken Weapon to {hex} [E63]</source>
        <translation>Неизправност: най-близкото до {hex} неповредено Оръжие [E63]</translation>
    </message>
    <message>
        <source>Medic! [E64]</source>
        <translation>Санитар! [E64]</translation>
    </message>
    <message>
        <source>Medic!: Rally one broken unit (either side)</source>
        <translation>Санитар!: съберете една счупена единица (на която и да е страна)</translation>
    </message>
    <message>
        <source>Melee in {hex}: a side has no unit left in the hex; the Melee ends with no further effect [O16.4.2]</source>
        <translation>Ръкопашен бой в {hex}: едната страна няма останали единици в хекса; ръкопашният бой приключва без други последици [O16.4.2]</translation>
    </message>
    <message>
        <source>Melee in {hex}: one side has no unit left; no Melee [O16.4.1, A25]</source>
        <translation>Ръкопашен бой в {hex}: едната страна няма останали единици; няма ръкопашен бой [O16.4.1, A25]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; a tie: both sides are eliminated [O16.4.3]</source>
        <translation>Ръкопашен бой в {hex}: {inactive} {inactive_total} срещу {active} {active_total}; равенство: и двете страни се елиминират [O16.4.3]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {side:adjective} Melee FP {arithmetic} [O16.4.1]</source>
        <translation>Ръкопашен бой в {hex}: ОМ на {side} в ръкопашния бой {arithmetic} [O16.4.1]</translation>
    </message>
    <message>
        <source>Mine Attack in {hex}</source>
        <translation>Минна атака в {hex}</translation>
    </message>
    <message>
        <source>Mine Attack on {hex}</source>
        <translation>Минна атака срещу {hex}</translation>
    </message>
    <message>
        <source>Mines in {hex} attack {unit} entering it: FP {fp} [F103.2], Cover 0 [O23.3.4]</source>
        <translation>Мините в {hex} атакуват {unit} при влизането в хекса: ОМ {fp} [F103.2], Прикритие 0 [O23.3.4]</translation>
    </message>
    <message>
        <source>Mines in {hex} attack {unit} leaving it: FP {fp} [F103.2], Cover 0 [O23.3.4]</source>
        <translation>Мините в {hex} атакуват {unit} при напускането на хекса: ОМ {fp} [F103.2], Прикритие 0 [O23.3.4]</translation>
    </message>
    <message>
        <source>Mines in {hex}: a {fp} FP Mine Attack on {units} entering it [F103.1, F103.2]</source>
        <translation>Мини в {hex}: минна атака с {fp} ОМ срещу {units} при влизането в хекса [F103.1, F103.2]</translation>
    </message>
    <message>
        <source>Mines in {hex}: a {fp} FP Mine Attack on {units} leaving it [F103.1, F103.2]</source>
        <translation>Мини в {hex}: минна атака с {fp} ОМ срещу {units} при напускането на хекса [F103.1, F103.2]</translation>
    </message>
    <message>
        <source>Mines {fp} [F103.2]</source>
        <translation>Мини {fp} [F103.2]</translation>
    </message>
    <message>
        <source>Move Order</source>
        <translation>Заповед „Движение“</translation>
    </message>
    <message>
        <source>Move Order: no unit is left to move: play Smoke Grenades or Assault Fire [A39, A26], or end the Order</source>
        <translation>Заповед „Движение“: не остана единица за движение: изиграйте Димни гранати или Щурмов огън [A39, A26] или прекратете Заповедта</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]</source>
        <translation>Заповед „Движение“: изберете следващата единица, която да се движи, или единици, започнали в един и същ хекс, за да се движат заедно [O21.2]</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]; or end the Order</source>
        <translation>Заповед „Движение“: изберете следващата единица, която да се движи, или единици, започнали в един и същ хекс, за да се движат заедно [O21.2]; или прекратете Заповедта</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]; or end the Order; or play Smoke Grenades or Assault Fire [A39, A26]</source>
        <translation>Заповед „Движение“: изберете следващата единица, която да се движи, или единици, започнали в един и същ хекс, за да се движат заедно [O21.2]; или прекратете Заповедта; или изиграйте Димни гранати или Щурмов огън [A39, A26]</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]; or play Smoke Grenades or Assault Fire [A39, A26]</source>
        <translation>Заповед „Движение“: изберете следващата единица, която да се движи, или единици, започнали в един и същ хекс, за да се движат заедно [O21.2]; или изиграйте Димни гранати или Щурмов огън [A39, A26]</translation>
    </message>
    <message>
        <source>Move Order: {units} activated [O14.1]</source>
        <translation>Заповед „Движение“: активирани единици: {units} [O14.1]</translation>
    </message>
    <message>
        <source>No Blaze marker is left in the cup for {hex}</source>
        <translation>В чашата не е останал маркер за Пожар за {hex}</translation>
    </message>
    <message>
        <source>No Smoke marker is left in the cup for {hex} ({purpose})</source>
        <translation>В чашата не е останал маркер за Дим за {hex} ({purpose})</translation>
    </message>
    <message>
        <source>No Smoke marker is left in the cup for {hex} [T94]</source>
        <translation>В чашата не е останал маркер за Дим за {hex} [T94]</translation>
    </message>
    <message>
        <source>No broken unit is on the map</source>
        <translation>На картата няма счупена единица</translation>
    </message>
    <message>
        <source>No broken {side:adjective} unit is in or adjacent to an enemy unit&apos;s hex</source>
        <translation>Няма счупена единица на {side} в хекс с вражеска единица или в съседство с такъв</translation>
    </message>
    <message>
        <source>No eliminated Weapon, or no friendly unit without a Weapon</source>
        <translation>Няма елиминирано Оръжие или няма собствена единица без Оръжие</translation>
    </message>
    <message>
        <source>No hex along your friendly edge can take the unit (impassable or stacking limit [8.2])</source>
        <translation>Никой хекс по собствения ви ръб не може да приеме единицата (непроходим терен или лимит на струпване [8.2])</translation>
    </message>
    <message>
        <source>No hex in or adjacent to {hex} can take the unit (impassable or stacking limit [8.2])</source>
        <translation>Никой хекс в или до {hex} не може да приеме единицата (непроходим терен или лимит на струпване [8.2])</translation>
    </message>
    <message>
        <source>No hex in or adjacent to {hex} can take {unit} (impassable or stacking limit [8.2])</source>
        <translation>Никой хекс в или до {hex} не може да приеме {unit} (непроходим терен или лимит на струпване [8.2])</translation>
    </message>
    <message>
        <source>No hex left in the impact area holds a unit or a Fortification; the Spotting Round is removed [O18.2.3.2]</source>
        <translation>В зоната на попадение не е останал хекс с единица или Укрепление; пристрелочният изстрел се премахва [O18.2.3.2]</translation>
    </message>
    <message>
        <source>No player is Russian</source>
        <translation>Никой играч не играе с руснаците</translation>
    </message>
    <message>
        <source>No unbroken Weapon is on the map</source>
        <translation>На картата няма неповредено Оръжие</translation>
    </message>
    <message>
        <source>No unit can carry the {weapon}: it is not used</source>
        <translation>Никоя единица не може да носи {weapon}: оръжието не се използва</translation>
    </message>
    <message>
        <source>No unit in or adjacent to {hex}: the Sniper has no target</source>
        <translation>Няма единица в или до {hex}: Снайперът няма цел</translation>
    </message>
    <message>
        <source>No unit is on the map</source>
        <translation>На картата няма единица</translation>
    </message>
    <message>
        <source>No unsuppressed enemy unit is in Range and LOS of a working {side:adjective} MG</source>
        <translation>Няма непотисната вражеска единица в обсега и линията на видимост на изправна картечница на {side}</translation>
    </message>
    <message>
        <source>No unsuppressed unit is in a hex with Cover below 1</source>
        <translation>Няма непотисната единица в хекс с Прикритие под 1</translation>
    </message>
    <message>
        <source>No unsuppressed {side:adjective} Squad is outside a friendly Leader&apos;s Command radius</source>
        <translation>Няма непотиснато Отделение на {side} извън радиуса на Командване на собствен Лидер</translation>
    </message>
    <message>
        <source>No {side:adjective} Support Table item for roll {roll} in {year}</source>
        <translation>Няма елемент в Таблицата за поддръжка на {side} за хвърляне {roll} през {year}</translation>
    </message>
    <message>
        <source>No {side:adjective} Support Table item for roll {roll} in {year} (the Artillery Box is taken)</source>
        <translation>Няма елемент в Таблицата за поддръжка на {side} за хвърляне {roll} през {year} (полето за артилерия е заето)</translation>
    </message>
    <message>
        <source>Objective {numbers} would land off the map</source>
        <translation>Цел {numbers} би попаднала извън картата</translation>
    </message>
    <message>
        <source>Objective {number} = {vp} VP</source>
        <translation>Цел {number} = {vp} ПТ</translation>
    </message>
    <message>
        <source>Objective {number}, chit {letter} ({side})</source>
        <translation>Цел {number}, жетон {letter} ({side})</translation>
    </message>
    <message>
        <source>Objectives are numbered 1-5, not {number}</source>
        <translation>Целите се номерират от 1 до 5, а не {number}</translation>
    </message>
    <message>
        <source>Op Fire</source>
        <translation>Огън при възможност</translation>
    </message>
    <message>
        <source>Op Fire attack</source>
        <translation>Атака с огън при възможност</translation>
    </message>
    <message>
        <source>Orders are given only in your own Turn [O14.1]</source>
        <translation>Заповеди се дават само в собствения Ход [O14.1]</translation>
    </message>
    <message>
        <source>Ordnance fires alone, after a Targeting roll [O20.3.1.1, O20.2.3]</source>
        <translation>Оръдейното оръжие стреля самостоятелно, след хвърляне за прицелване [O20.3.1.1, O20.2.3]</translation>
    </message>
    <message>
        <source>Pick the next hex of the impact area for an Artillery Impact roll [O18.2.3]</source>
        <translation>Изберете следващия хекс от зоната на попадение за хвърляне за артилерийско попадение [O18.2.3]</translation>
    </message>
    <message>
        <source>Place the Spotting Round in a hex in the LOS of {unit} [O18.2.1]</source>
        <translation>Поставете пристрелочния изстрел в хекс в линията на видимост на {unit} [O18.2.1]</translation>
    </message>
    <message>
        <source>Place the {item} along your friendly edge</source>
        <translation>Поставете {item} по собствения си ръб</translation>
    </message>
    <message>
        <source>Place the {item} in or adjacent to {hex}</source>
        <translation>Поставете {item} в или до {hex}</translation>
    </message>
    <message>
        <source>Place {fortification} in your setup zone [F100.1]</source>
        <translation>Поставете {fortification} в зоната си за разполагане [F100.1]</translation>
    </message>
    <message>
        <source>Place {unit} on your friendly edge [6.1.2 step 5]</source>
        <translation>Поставете {unit} на собствения си ръб [6.1.2 step 5]</translation>
    </message>
    <message>
        <source>Prisoners of War: eliminate one of your broken units in or adjacent to an enemy unit&apos;s hex</source>
        <translation>Военнопленници: елиминирайте една от своите счупени единици в хекс с вражеска единица или в съседство с такъв</translation>
    </message>
    <message>
        <source>Rallied by the Hero [E58]</source>
        <translation>Събиране от Героя [E58]</translation>
    </message>
    <message>
        <source>Rally Roll equal to its Morale</source>
        <translation>Хвърляне за събиране, равно на Морала</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: equal: Suppressed, it stays broken</source>
        <translation>Хвърляне за събиране {roll} ({dice}) срещу Морал {morale} [O22.3]: равно: потискане, единицата остава счупена</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: greater: no effect, {unit} stays broken</source>
        <translation>Хвърляне за събиране {roll} ({dice}) срещу Морал {morale} [O22.3]: по-голямо: без ефект, {unit} не се събира</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less than its Morale</source>
        <translation>Хвърляне за събиране {roll} ({dice}) срещу Морал {morale} [O22.3]: по-малко от Морала</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less: {unit} rallies</source>
        <translation>Хвърляне за събиране {roll} ({dice}) срещу Морал {morale} [O22.3]: по-малко: {unit} се събира</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less: {unit} would rally, but it already has</source>
        <translation>Хвърляне за събиране {roll} ({dice}) срещу Морал {morale} [O22.3]: по-малко: единицата {unit} би се събрала, но вече е събрана</translation>
    </message>
    <message>
        <source>Random Hex for {purpose}</source>
        <translation>Случаен хекс за {purpose}</translation>
    </message>
    <message>
        <source>Random Hex {hex}</source>
        <translation>Случаен хекс {hex}</translation>
    </message>
    <message>
        <source>Reconnaissance: reveal one of your secret Objective chits [E67]</source>
        <translation>Разузнаване: разкрийте един от своите тайни жетони за Цел [E67]</translation>
    </message>
    <message>
        <source>Recover: pick the next broken unit to make its Rally Roll [O22.2]</source>
        <translation>Възстановяване: изберете следващата счупена единица, която да хвърли за събиране [O22.2]</translation>
    </message>
    <message>
        <source>Remove one Smoke marker [6.1.2 step 4]</source>
        <translation>Премахнете един маркер за Дим [6.1.2 step 4]</translation>
    </message>
    <message>
        <source>Road entered</source>
        <translation>влизане по Път</translation>
    </message>
    <message>
        <source>Road hex entered: +{road} Movement for the rest of the Order [T93]</source>
        <translation>Влизане в хекс с път: +{road} Движение до края на Заповедта [T93]</translation>
    </message>
    <message>
        <source>Rout Roll equal to its Morale</source>
        <translation>Хвърляне за бягство, равно на Морала</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: equal: Suppressed if not already</source>
        <translation>Хвърляне за бягство {roll} ({dice}) срещу Морал {morale} [O23.2]: равно: потискане, ако единицата още не е потисната</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: equal: Suppressed if not already (already Suppressed: no effect)</source>
        <translation>Хвърляне за бягство {roll} ({dice}) срещу Морал {morale} [O23.2]: равно: потискане, ако единицата още не е потисната (вече е потисната: без ефект)</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: less: no effect on {unit}</source>
        <translation>Хвърляне за бягство {roll} ({dice}) срещу Морал {morale} [O23.2]: по-малко: без ефект върху {unit}</translation>
    </message>
    <message>
        <source>Rout: activate yourself or your opponent (a player with broken units) [O23.1]</source>
        <translation>Бягство: активирайте себе си или противника си (играч с счупени единици) [O23.1]</translation>
    </message>
    <message>
        <source>Rout: pick the next broken unit to make a Rout Roll for [O23.2]</source>
        <translation>Бягство: изберете следващата счупена единица, за която да се хвърли за бягство [O23.2]</translation>
    </message>
    <message>
        <source>Sappers: you may remove one Mines or Wire marker [E70]</source>
        <translation>Сапьори: можете да премахнете един маркер за Мини или Бодлива тел [E70]</translation>
    </message>
    <message>
        <source>Sappers: {fortification} removed from {hex}</source>
        <translation>Сапьори: {fortification} се премахва от {hex}</translation>
    </message>
    <message>
        <source>Scrounge: give one eliminated Weapon to one of your units without a Weapon, or decline</source>
        <translation>Резервни части: дайте едно елиминирано Оръжие на една от своите единици без Оръжие или откажете</translation>
    </message>
    <message>
        <source>Secret Objectives revealed: {chits}</source>
        <translation>Разкрити тайни Цели: {chits}</translation>
    </message>
    <message>
        <source>Set up {unit} in your setup zone</source>
        <translation>Разположете {unit} в зоната си за разполагане</translation>
    </message>
    <message>
        <source>Setup is complete; the game begins</source>
        <translation>Разполагането приключи; играта започва</translation>
    </message>
    <message>
        <source>Several hexes hold both sides: pick the next Melee [O16.4]</source>
        <translation>В няколко хекса има единици и на двете страни: изберете следващия ръкопашен бой [O16.4]</translation>
    </message>
    <message>
        <source>Shell Shock at {hex}: the closest units are tied; pick the one that breaks</source>
        <translation>Психологически шок в {hex}: най-близките единици са на равно разстояние; изберете коя да се разбие</translation>
    </message>
    <message>
        <source>Shell Shock: the closest unit to {hex}</source>
        <translation>Психологически шок: най-близката единица до {hex}</translation>
    </message>
    <message>
        <source>Smoke Hindrance values run from 1 to 10</source>
        <translation>Стойностите на Пречката от Дим са от 1 до 10</translation>
    </message>
    <message>
        <source>Smoke round at {hex}</source>
        <translation>Димен снаряд по {hex}</translation>
    </message>
    <message>
        <source>Smoke {smoke} in {hex}</source>
        <translation>Дим {smoke} в {hex}</translation>
    </message>
    <message>
        <source>Smoke {smoke} in {hex} hinders into or out of its hex (hindrances do not add up)</source>
        <translation>Дим {smoke} в {hex} пречи към и от хекса си (пречките не се сумират)</translation>
    </message>
    <message>
        <source>Smoke {smoke} in {hex} hinders through its hex (hindrances do not add up)</source>
        <translation>Дим {smoke} в {hex} пречи през хекса си (пречките не се сумират)</translation>
    </message>
    <message>
        <source>Smoke {value} back to the cup</source>
        <translation>Дим {value} се връща в чашата</translation>
    </message>
    <message>
        <source>Smoke {value} cannot be placed in {hex} (Water or Blaze)</source>
        <translation>Дим {value} не може да се постави в {hex} (Вода или Пожар)</translation>
    </message>
    <message>
        <source>Smoke {value} drawn at random for {hex} [A39, T94]</source>
        <translation>Случайно изтеглен Дим {value} за {hex} [A39, T94]</translation>
    </message>
    <message>
        <source>Smoke {value} drawn for {hex}, which keeps its Smoke {current}</source>
        <translation>Изтеглен Дим {value} за {hex}, който запазва своя Дим {current}</translation>
    </message>
    <message>
        <source>Smoke {value} placed in {hex}</source>
        <translation>Дим {value} се поставя в {hex}</translation>
    </message>
    <message>
        <source>Smoke {value} removed from {hex}</source>
        <translation>Дим {value} се премахва от {hex}</translation>
    </message>
    <message>
        <source>Sniper at {hex}</source>
        <translation>Снайпер в {hex}</translation>
    </message>
    <message>
        <source>Sniper at {hex}: break one unit in or adjacent, or none [1.9.1.3]</source>
        <translation>Снайпер в {hex}: разбийте една единица в хекса или в съседен хекс, или никоя [1.9.1.3]</translation>
    </message>
    <message>
        <source>Sniper! trigger</source>
        <translation>задействане „Снайпер!“</translation>
    </message>
    <message>
        <source>Spotting Round placed in {hex}, in the LOS of {unit} ({los}) [O18.2.1]</source>
        <translation>Пристрелочният изстрел се поставя в {hex}, в линията на видимост на {unit} ({los}) [O18.2.1]</translation>
    </message>
    <message>
        <source>Spray Fire: the attack also affects {second}; every unit in {hex} and {second} defends against one Attack Total [A40]</source>
        <translation>Огън с откоси: атаката засяга и {second}; всяка единица в {hex} и {second} се защитава срещу един Общ сбор на атаката [A40]</translation>
    </message>
    <message>
        <source>Starting VP</source>
        <translation>Начални ПТ</translation>
    </message>
    <message>
        <source>Strategic Objective: Objective chit {letter} ({chit}) is drawn and placed open: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Стратегическа цел: жетон за Цел {letter} ({chit}) се изтегля и се поставя открит: маркер за ПТ {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Sudden Death roll {roll} vs {needed} on Time space {time}: play goes on</source>
        <translation>Хвърляне за Внезапна смърт {roll} срещу {needed} на поле {time} на Времето: играта продължава</translation>
    </message>
    <message>
        <source>Sudden Death roll {roll} vs {needed} on Time space {time}: the game ends</source>
        <translation>Хвърляне за Внезапна смърт {roll} срещу {needed} на поле {time} на Времето: играта приключва</translation>
    </message>
    <message>
        <source>Support Table roll {roll} ({dice}), {year}: pick one item for free: {items}</source>
        <translation>Хвърляне по Таблицата за поддръжка {roll} ({dice}), {year}: изберете един безплатен елемент: {items}</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>Потиснат</translation>
    </message>
    <message>
        <source>Suppressing Fire [E75]</source>
        <translation>Подтискащ огън [E75]</translation>
    </message>
    <message>
        <source>Suppressing Fire: Suppress one enemy unit in Range and LOS of one of your MGs, or decline</source>
        <translation>Подтискащ огън: потиснете една вражеска единица в обсега и линията на видимост на една от своите картечници или откажете</translation>
    </message>
    <message>
        <source>Sustained Fire on doubles</source>
        <translation>Продължителен огън при дубъл</translation>
    </message>
    <message>
        <source>Targeting {hex}</source>
        <translation>прицелване в {hex}</translation>
    </message>
    <message>
        <source>The Casualty Track holds no unit</source>
        <translation>На Скалата на загубите няма единици</translation>
    </message>
    <message>
        <source>The Hero is already on the map</source>
        <translation>Героят вече е на картата</translation>
    </message>
    <message>
        <source>The Hero rallies no unit [E58]</source>
        <translation>Героят не събира никоя единица [E58]</translation>
    </message>
    <message>
        <source>The Private is on the map</source>
        <translation>Редникът е на картата</translation>
    </message>
    <message>
        <source>The Rout Order ends</source>
        <translation>Заповедта „Бягство“ приключва</translation>
    </message>
    <message>
        <source>The Russian player has no broken unit</source>
        <translation>Руският играч няма счупена единица</translation>
    </message>
    <message>
        <source>The Smoke barrage is placed; the Spotting Round is removed [O18.2.3.1]</source>
        <translation>Димната завеса е поставена; пристрелочният изстрел се премахва [O18.2.3.1]</translation>
    </message>
    <message>
        <source>The Sniper picks no target</source>
        <translation>Снайперът не избира цел</translation>
    </message>
    <message>
        <source>The nation has no Hero</source>
        <translation>Нацията няма Герой</translation>
    </message>
    <message>
        <source>The nation has no Private counter</source>
        <translation>Нацията няма жетон за Редник</translation>
    </message>
    <message>
        <source>Recover Order ends ({side})</source>
        <translation>Заповедта „Възстановяване“ на {side} приключва</translation>
    </message>
    <message>
        <source>Then FP {arithmetic} = {fp} [O20.3.1]</source>
        <translation>След това ОМ {arithmetic} = {fp} [O20.3.1]</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Време</translation>
    </message>
    <message>
        <source>Time! trigger</source>
        <translation>задействане „Време!“</translation>
    </message>
    <message>
        <source>Trench to Trench</source>
        <translation>от Траншея в Траншея</translation>
    </message>
    <message>
        <source>Trench to Trench: no Op Fire into {hex} [F105.2]</source>
        <translation>От Траншея в Траншея: без Огън при възможност по {hex} [F105.2]</translation>
    </message>
    <message>
        <source>Units of both sides in {hex}: a Melee is fought within the Event, without triggers</source>
        <translation>Единици и на двете страни в {hex}: в рамките на Събитието се провежда ръкопашен бой, без задействания</translation>
    </message>
    <message>
        <source>VP are level: the Initiative card holder wins [9.2]</source>
        <translation>ПТ са равни: печели притежателят на картата за Инициатива [9.2]</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Ветеран</translation>
    </message>
    <message>
        <source>Walking Wounded: pick one eliminated unit (either side) to return to play, broken</source>
        <translation>Ходещи ранени: изберете една елиминирана единица (на която и да е страна), която да се върне в играта счупена</translation>
    </message>
    <message>
        <source>Walking Wounded: place {unit} broken in or adjacent to {hex}</source>
        <translation>Ходещи ранени: поставете {unit} в счупено състояние в или до {hex}</translation>
    </message>
    <message>
        <source>Walking Wounded: {unit} leaves the Casualty Track and returns broken at {hex} [E76]</source>
        <translation>Ходещи ранени: {unit} напуска Скалата на загубите и се връща в счупено състояние в {hex} [E76]</translation>
    </message>
    <message>
        <source>White Phosphorus in {hex}</source>
        <translation>Бял фосфор в {hex}</translation>
    </message>
    <message>
        <source>White Phosphorus in {hex}: choose one of your units there to break [E77]</source>
        <translation>Бял фосфор в {hex}: изберете една от своите единици там, която да се разбие [E77]</translation>
    </message>
    <message>
        <source>White Phosphorus: no Smoke marker is left; no effect</source>
        <translation>Бял фосфор: не е останал маркер за Дим; без ефект</translation>
    </message>
    <message>
        <source>White Phosphorus: no hex next to an unbroken Squad of his can take Smoke; no effect</source>
        <translation>Бял фосфор: никой хекс до несчупено Отделение на играча не може да приеме Дим; без ефект</translation>
    </message>
    <message>
        <source>White Phosphorus: place the Smoke {value} next to one of your unbroken Squads [E77]</source>
        <translation>Бял фосфор: поставете Дим {value} до едно от своите несчупени Отделения [E77]</translation>
    </message>
    <message>
        <source>White Phosphorus: you may draw a random Smoke marker and place it next to one of your unbroken Squads [E77]</source>
        <translation>Бял фосфор: можете да изтеглите случаен маркер за Дим и да го поставите до едно от своите несчупени Отделения [E77]</translation>
    </message>
    <message>
        <source>Your new secret Objective chit is {letter} ({chit})</source>
        <translation>Новият ви таен жетон за Цел е {letter} ({chit})</translation>
    </message>
    <message>
        <source>a Fate deck has {cards} cards, this one {count}</source>
        <translation>тестето на Съдбата има {cards} карти, това — {count}</translation>
    </message>
    <message>
        <source>a Fire Order</source>
        <translation>Заповед „Огън“</translation>
    </message>
    <message>
        <source>a Smoke barrage</source>
        <translation>димна завеса</translation>
    </message>
    <message>
        <source>a Weapon item names its carrier unit type; other items do not</source>
        <translation>елементът Оръжие посочва типа на носещата единица; другите елементи — не</translation>
    </message>
    <message>
        <source>a Weapon or Radio is never placed in a hex: a Weapon goes to a unit [11.2], a Radio to the Artillery Box [12]</source>
        <translation>Оръжие и Радио никога не се поставят в хекс: Оръжието се дава на единица [11.2], Радиото отива в полето за артилерия [12]</translation>
    </message>
    <message>
        <source>a date such as 1944, 1944-06 or 1944-06-06</source>
        <translation>дата, например 1944, 1944-06 или 1944-06-06</translation>
    </message>
    <message>
        <source>a feature is listed twice</source>
        <translation>елементът е посочен два пъти</translation>
    </message>
    <message>
        <source>a hex id such as C7</source>
        <translation>номер на хекс, например C7</translation>
    </message>
    <message>
        <source>a hindrance value goes with los &apos;hindrance&apos;</source>
        <translation>стойност на пречката се задава само заедно с los &apos;hindrance&apos;</translation>
    </message>
    <message>
        <source>a leader has a Command</source>
        <translation>Лидерът има Командване</translation>
    </message>
    <message>
        <source>a named leader is a single piece</source>
        <translation>Лидер с име е един-единствен жетон</translation>
    </message>
    <message>
        <source>a nation has exactly one hero, found {count}</source>
        <translation>нацията има точно един Герой, намерени: {count}</translation>
    </message>
    <message>
        <source>a nation has exactly one private, found {count}</source>
        <translation>нацията има точно един Редник, намерени: {count}</translation>
    </message>
    <message>
        <source>a number has {digits} digits; at most {limit} are read</source>
        <translation>число от {digits} цифри; чете се най-много {limit}</translation>
    </message>
    <message>
        <source>a polygon needs an outer ring</source>
        <translation>многоъгълникът трябва да има външен контур</translation>
    </message>
    <message>
        <source>a ring needs three or more vertices</source>
        <translation>контурът трябва да има поне три върха</translation>
    </message>
    <message>
        <source>a setup zone needs a depth, hexes or anchors (&apos;around&apos;)</source>
        <translation>зоната за разполагане изисква дълбочина, хексове или опорни хексове (&apos;around&apos;)</translation>
    </message>
    <message>
        <source>a unit in the Gully in {hex} is seen only from adjacent or higher hexes</source>
        <translation>единица в Дерето в {hex} се вижда само от съседни или по-високи хексове</translation>
    </message>
    <message>
        <source>a {kind} chit needs objective/vp/special set as {wanted}</source>
        <translation>жетон от вид {kind} изисква objective/vp/special, зададени като {wanted}</translation>
    </message>
    <message>
        <source>a {order} Order is not among the choices now</source>
        <translation>Заповед „{order}“ сега не е сред възможностите</translation>
    </message>
    <message>
        <source>across {hexside}</source>
        <translation>през {hexside}</translation>
    </message>
    <message>
        <source>all five Objectives controlled</source>
        <translation>контрол над всичките пет Цели</translation>
    </message>
    <message>
        <source>along {feature}</source>
        <translation>по протежение на: {feature}</translation>
    </message>
    <message>
        <source>an Event</source>
        <translation>Събитие</translation>
    </message>
    <message>
        <source>an id of lower-case letters, digits and _ such as my_map</source>
        <translation>идентификатор от малки латински букви, цифри и _, например my_map</translation>
    </message>
    <message>
        <source>before the Melee dice in {hex}: Ambush [A25]; or pass</source>
        <translation>преди заровете за ръкопашния бой в {hex}: Засада [A25]; или пас</translation>
    </message>
    <message>
        <source>beyond the Time track</source>
        <translation>извън Скалата на Времето</translation>
    </message>
    <message>
        <source>beyond the {spaces} Casualty track spaces [4.2]</source>
        <translation>извън полетата на Скалата на загубите ({spaces}) [4.2]</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>блокирана</translation>
    </message>
    <message>
        <source>both sides lose at once: the Initiative card holder wins [6.3.1, 9.2]</source>
        <translation>двете страни губят едновременно: печели притежателят на картата за Инициатива [6.3.1, 9.2]</translation>
    </message>
    <message>
        <source>boxed FP of {unit}</source>
        <translation>ОМ в рамка: {unit}</translation>
    </message>
    <message>
        <source>breaks</source>
        <translation>разбива се</translation>
    </message>
    <message>
        <source>cannot read the choice {choice}</source>
        <translation>изборът {choice} не може да бъде прочетен</translation>
    </message>
    <message>
        <source>cannot read: {reason}</source>
        <translation>не може да бъде прочетен: {reason}</translation>
    </message>
    <message>
        <source>cannot undo: {reason}</source>
        <translation>не може да се отмени: {reason}</translation>
    </message>
    <message>
        <source>card {card} is not in your hand</source>
        <translation>карта {card} не е в ръката ви</translation>
    </message>
    <message>
        <source>cards must be numbered 1, 2, 3 ... in order</source>
        <translation>картите трябва да са номерирани по ред: 1, 2, 3 ...</translation>
    </message>
    <message>
        <source>chit {letter} doubles the elimination VP scored so far</source>
        <translation>жетон {letter} удвоява спечелените досега ПТ за елиминиране</translation>
    </message>
    <message>
        <source>chit {letter} doubles the exit VP scored so far</source>
        <translation>жетон {letter} удвоява спечелените досега ПТ за излизане от картата</translation>
    </message>
    <message>
        <source>chits both open and excluded: {chits}</source>
        <translation>жетони, които са едновременно открити и изключени: {chits}</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>чиста</translation>
    </message>
    <message>
        <source>crossing {hexside}</source>
        <translation>пресичане: {hexside}</translation>
    </message>
    <message>
        <source>dice {white}-{colored} appear {count} times, not twice</source>
        <translation>заровете {white}-{colored} се срещат {count} пъти, а не два</translation>
    </message>
    <message>
        <source>downhill</source>
        <translation>надолу по склона</translation>
    </message>
    <message>
        <source>each Objective = {vp} VP</source>
        <translation>всяка Цел = {vp} ПТ</translation>
    </message>
    <message>
        <source>end of the Time advance: Dig In [6.1.2, A32]; or pass</source>
        <translation>край на напредването на Времето: Окопаване [6.1.2, A32]; или пас</translation>
    </message>
    <message>
        <source>enemy units entered {hex}: Hidden Mines or Hidden Wire [A35.2, A35.5]; or pass</source>
        <translation>вражески единици влязоха в {hex}: Скрити мини или Скрита бодлива тел [A35.2, A35.5]; или пас</translation>
    </message>
    <message>
        <source>enter a hex [O21.1]</source>
        <translation>влизане в хекс [O21.1]</translation>
    </message>
    <message>
        <source>exit off the enemy edge [7.2.1]</source>
        <translation>излизане през вражеския ръб [7.2.1]</translation>
    </message>
    <message>
        <source>file is {size} bytes; content files are at most {limit} bytes</source>
        <translation>файлът е {size} байта; файловете със съдържание са най-много {limit} байта</translation>
    </message>
    <message>
        <source>file not found: {path}</source>
        <translation>файлът не е намерен: {path}</translation>
    </message>
    <message>
        <source>first_year {first} is after last_year {last}</source>
        <translation>first_year {first} е след last_year {last}</translation>
    </message>
    <message>
        <source>friendly edges are normally opposite [7.2]</source>
        <translation>собствените ръбове обикновено са срещуположни [7.2]</translation>
    </message>
    <message>
        <source>group</source>
        <translation>група</translation>
    </message>
    <message>
        <source>hand over a Weapon [O21.1.1]</source>
        <translation>предаване на Оръжие [O21.1.1]</translation>
    </message>
    <message>
        <source>hand size {size} differs from attack posture&apos;s {posture_size} [1.1]</source>
        <translation>размерът на ръката {size} се различава от този при задача „Атака“ ({posture_size}) [1.1]</translation>
    </message>
    <message>
        <source>hand size {size} differs from defend posture&apos;s {posture_size} [1.1]</source>
        <translation>размерът на ръката {size} се различава от този при задача „Отбрана“ ({posture_size}) [1.1]</translation>
    </message>
    <message>
        <source>hand size {size} differs from recon posture&apos;s {posture_size} [1.1]</source>
        <translation>размерът на ръката {size} се различава от този при задача „Разузнаване“ ({posture_size}) [1.1]</translation>
    </message>
    <message>
        <source>hexside {a}|{b} has more than one feature</source>
        <translation>страната на хекс {a}|{b} има повече от един елемент</translation>
    </message>
    <message>
        <source>hill levels run 0-{top} [T88]</source>
        <translation>нивата на хълма са от 0 до {top} [T88]</translation>
    </message>
    <message>
        <source>hindered {hindrance}</source>
        <translation>пречка {hindrance}</translation>
    </message>
    <message>
        <source>hit: 1 hex towards {white} (white), then 1 towards {colored} (colored) [O18.2.2.1]</source>
        <translation>попадение: 1 хекс в посока {white} (бял зар), после 1 в посока {colored} (цветен зар) [O18.2.2.1]</translation>
    </message>
    <message>
        <source>impassable: {reason}</source>
        <translation>непроходимо: {reason}</translation>
    </message>
    <message>
        <source>in Wire</source>
        <translation>в Бодлива тел</translation>
    </message>
    <message>
        <source>is listed twice</source>
        <translation>е посочено два пъти</translation>
    </message>
    <message>
        <source>is unaffected</source>
        <translation>без ефект</translation>
    </message>
    <message>
        <source>its Action {action} is played only when its rule allows it [{rule}, A24.1]</source>
        <translation>нейното Действие „{action}“ се играе само когато правилото му го позволява [{rule}, A24.1]</translation>
    </message>
    <message>
        <source>its section {section} has no entry of its own</source>
        <translation>неговият раздел {section} няма собствен запис</translation>
    </message>
    <message>
        <source>level {level} must lie on level {below}; {count} vertices do not</source>
        <translation>ниво {level} трябва да лежи върху ниво {below}; върхове извън него: {count}</translation>
    </message>
    <message>
        <source>level-{level} Hill</source>
        <translation>хълм на ниво {level}</translation>
    </message>
    <message>
        <source>low {low} is above high {high}</source>
        <translation>low {low} е над high {high}</translation>
    </message>
    <message>
        <source>min_range {min_range} exceeds range {range}</source>
        <translation>min_range {min_range} надвишава range {range}</translation>
    </message>
    <message>
        <source>more opening cards than the hand holds</source>
        <translation>началните карти са повече, отколкото побира ръката</translation>
    </message>
    <message>
        <source>names map {map}, found neither beside it nor in {folder}</source>
        <translation>посочва картата {map}, но тя не е намерена нито до сценария, нито в {folder}</translation>
    </message>
    <message>
        <source>names the rule itself</source>
        <translation>сочи самото правило</translation>
    </message>
    <message>
        <source>names {rule}, which has no entry</source>
        <translation>сочи {rule}, за което няма запис</translation>
    </message>
    <message>
        <source>needs exactly the Radio FPs 8-13</source>
        <translation>изисква точно ОМ на Радио от 8 до 13</translation>
    </message>
    <message>
        <source>no Fate deck {deck} in the content pack</source>
        <translation>в съдържанието на играта няма тесте на Съдбата {deck}</translation>
    </message>
    <message>
        <source>no Order is given before the first Turn begins [5]</source>
        <translation>преди началото на първия Ход не се дават Заповеди [5]</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>няма карти</translation>
    </message>
    <message>
        <source>no card {number} in the deck</source>
        <translation>в тестето няма карта {number}</translation>
    </message>
    <message>
        <source>no hex of the entry zone can take a unit, so these reinforcements could never enter [6.1.2, T98]</source>
        <translation>никой хекс от зоната за влизане не може да приеме единица, така че тези подкрепления никога не биха могли да влязат [6.1.2, T98]</translation>
    </message>
    <message>
        <source>no hex of the friendly edge can take a unit, so reinforcements could never enter [6.1.2, T98]</source>
        <translation>никой хекс от собствения ръб не може да приеме единица, така че подкрепленията никога не биха могли да влязат [6.1.2, T98]</translation>
    </message>
    <message>
        <source>no hex of the setup zone can take a unit: each is impassable or off the map [T98]</source>
        <translation>никой хекс от зоната за разполагане не може да приеме единица: всеки е непроходим или извън картата [T98]</translation>
    </message>
    <message>
        <source>no hexes are selected</source>
        <translation>не е избран нито един хекс</translation>
    </message>
    <message>
        <source>no map {map} in {folder}</source>
        <translation>няма карта {map} в {folder}</translation>
    </message>
    <message>
        <source>no player has a broken unit in play and is still free to be activated for Recover or Rout [O23.1]</source>
        <translation>няма играч, който има счупена единица в игра и още може да бъде активиран за Възстановяване или Бягство [O23.1]</translation>
    </message>
    <message>
        <source>no such field</source>
        <translation>няма такова поле</translation>
    </message>
    <message>
        <source>no unbroken Leader can be activated as the Spotter [O18.2]</source>
        <translation>нито един несчупен Лидер не може да бъде активиран като Наблюдател [O18.2]</translation>
    </message>
    <message>
        <source>no unit can Advance: none has an adjacent hex to enter or an enemy edge to exit [O16]</source>
        <translation>никоя единица не може да Настъпи: никоя няма съседен хекс, в който да влезе, или вражески край, през който да излезе [O16]</translation>
    </message>
    <message>
        <source>no unit can Fire: none has an enemy unit in Range and LOS [O20.1]</source>
        <translation>никоя единица не може да открие Огън: никоя няма вражеска единица в обсега и линията на видимост [O20.1]</translation>
    </message>
    <message>
        <source>no unit can Move: none can cross a hexside [O14.4]</source>
        <translation>никоя единица не може да се Движи: никоя не може да пресече страна на хекс [O14.4]</translation>
    </message>
    <message>
        <source>no unit can be activated: every unit in play was activated this Turn [O14.1]</source>
        <translation>никоя единица не може да бъде активирана: всички единици в игра вече са активирани този Ход [O14.1]</translation>
    </message>
    <message>
        <source>none</source>
        <translation>няма</translation>
    </message>
    <message>
        <source>none of your units is broken or Suppressed [O22.1]</source>
        <translation>никоя ваша единица не е счупена или потисната [O22.1]</translation>
    </message>
    <message>
        <source>not UTF-8 text ({reason})</source>
        <translation>не е текст в UTF-8 ({reason})</translation>
    </message>
    <message>
        <source>not a known content file: expected a scenario, map, Fate deck, nation, terrain chart, track display or objective chits</source>
        <translation>непознат файл със съдържание: очакваше се сценарий, карта, тесте на Съдбата, нация, таблица на терена, скали или жетони за Цели</translation>
    </message>
    <message>
        <source>not a known key</source>
        <translation>непознат ключ</translation>
    </message>
    <message>
        <source>not a known key: did you mean {key}?</source>
        <translation>непознат ключ: може би имахте предвид {key}?</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>невалиден JSON: твърде дълбоко влагане</translation>
    </message>
    <message>
        <source>not valid JSON: {reason} at line {line} column {column}</source>
        <translation>невалиден JSON: {reason} на ред {line}, колона {column}</translation>
    </message>
    <message>
        <source>nothing in the way</source>
        <translation>нищо не пречи</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>няма нищо за отмяна</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>извън картата</translation>
    </message>
    <message>
        <source>one capital letter such as A</source>
        <translation>една главна латинска буква, например A</translation>
    </message>
    <message>
        <source>only a leader carries a name</source>
        <translation>само Лидер носи име</translation>
    </message>
    <message>
        <source>only a unit carries a Weapon [11.2]</source>
        <translation>само единица носи Оръжие [11.2]</translation>
    </message>
    <message>
        <source>only leaders have Command</source>
        <translation>само Лидерите имат Командване</translation>
    </message>
    <message>
        <source>play Assault Fire [A26]</source>
        <translation>изиграване на Щурмов огън [A26]</translation>
    </message>
    <message>
        <source>play Smoke Grenades [A39]</source>
        <translation>изиграване на Димни гранати [A39]</translation>
    </message>
    <message>
        <source>provisional names {name}, which is not a field</source>
        <translation>provisional посочва {name}, което не е поле</translation>
    </message>
    <message>
        <source>reinforcements are placed when they arrive, in their entry zone or along the friendly edge [6.1.2]: they have no fixed hexes</source>
        <translation>подкрепленията се поставят при пристигането си, в зоната си за влизане или по собствения ръб [6.1.2]: те нямат фиксирани хексове</translation>
    </message>
    <message>
        <source>reinforcements arrive after the Time start</source>
        <translation>подкрепленията пристигат след началното поле на Времето</translation>
    </message>
    <message>
        <source>same hex</source>
        <translation>същият хекс</translation>
    </message>
    <message>
        <source>should be {expected}</source>
        <translation>очаква се {expected}</translation>
    </message>
    <message>
        <source>space {space} is beyond the Time track (0-{last})</source>
        <translation>поле {space} е извън Скалата на Времето (0-{last})</translation>
    </message>
    <message>
        <source>starting VP name a side exactly when the value is not 0</source>
        <translation>началните ПТ посочват страна точно когато стойността не е 0</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>спиране</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>капитулация</translation>
    </message>
    <message>
        <source>the Allies lead by {vp} VP</source>
        <translation>Съюзниците водят с {vp} ПТ</translation>
    </message>
    <message>
        <source>the Artillery Accuracy roll</source>
        <translation>точността на артилерията</translation>
    </message>
    <message>
        <source>the Axis leads by {vp} VP</source>
        <translation>Оста води с {vp} ПТ</translation>
    </message>
    <message>
        <source>the Commissar roll of {unit}</source>
        <translation>проверката на Комисаря за {unit}</translation>
    </message>
    <message>
        <source>the Crest Line of the {hill} hides the lower end</source>
        <translation>билната линия ({hill}) закрива долния край</translation>
    </message>
    <message>
        <source>the Defender gains 1 VP per Time advance</source>
        <translation>защитаващата се страна печели 1 ПТ при всяко напредване на Времето</translation>
    </message>
    <message>
        <source>the Fire Defense of {unit}</source>
        <translation>огневата защита на {unit}</translation>
    </message>
    <message>
        <source>the Fix range must lie below the Elim range</source>
        <translation>диапазонът за поправка трябва да е под диапазона за елиминиране</translation>
    </message>
    <message>
        <source>the Hidden Unit Support Table roll</source>
        <translation>Таблицата за поддръжка (Скрита единица)</translation>
    </message>
    <message>
        <source>the Melee in {hex}</source>
        <translation>ръкопашния бой в {hex}</translation>
    </message>
    <message>
        <source>the Melee in {hex} is over: No Quarter [A38]; or pass</source>
        <translation>ръкопашният бой в {hex} приключи: Без пощада [A38]; или пас</translation>
    </message>
    <message>
        <source>the Order under way must be finished before another is given [O14.2]</source>
        <translation>текущата Заповед трябва да завърши, преди да се даде друга [O14.2]</translation>
    </message>
    <message>
        <source>the Rally Roll of {unit}</source>
        <translation>събирането на {unit}</translation>
    </message>
    <message>
        <source>the Rout Roll of {unit}</source>
        <translation>бягството на {unit}</translation>
    </message>
    <message>
        <source>the Sniper</source>
        <translation>Снайпера</translation>
    </message>
    <message>
        <source>the Spotting Round&apos;s drift</source>
        <translation>отклонението на пристрелочния изстрел</translation>
    </message>
    <message>
        <source>the Sudden Death roll</source>
        <translation>Внезапна смърт</translation>
    </message>
    <message>
        <source>the Sudden Death space must lie after the Time start [6.2]</source>
        <translation>полето за Внезапна смърт трябва да е след началното поле на Времето [6.2]</translation>
    </message>
    <message>
        <source>the Support Table roll</source>
        <translation>Таблицата за поддръжка</translation>
    </message>
    <message>
        <source>the Time track needs at least one space</source>
        <translation>Скалата на Времето трябва да има поне едно поле</translation>
    </message>
    <message>
        <source>the broken {weapon} breaks again and is eliminated ({cause})</source>
        <translation>повреденото оръжие {weapon} се поврежда отново и се елиминира ({cause})</translation>
    </message>
    <message>
        <source>the counter mix needs at least one Blaze marker [T94]</source>
        <translation>в запаса от жетони е нужен поне един маркер за Пожар [T94]</translation>
    </message>
    <message>
        <source>the counter mix needs at least one Smoke marker [T94]</source>
        <translation>в запаса от жетони е нужен поне един маркер за Дим [T94]</translation>
    </message>
    <message>
        <source>the enemy has no Radio in play [O17]</source>
        <translation>противникът няма Радио в игра [O17]</translation>
    </message>
    <message>
        <source>the game has 22 Objective chits, this file {count}</source>
        <translation>играта има 22 жетона за Цели, този файл — {count}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>играта свърши</translation>
    </message>
    <message>
        <source>the game is over: no choice is legal</source>
        <translation>играта е свършила: никой избор не е допустим</translation>
    </message>
    <message>
        <source>the hexside into {hex} is a {hexside}</source>
        <translation>страната на хекса към {hex} е {hexside}</translation>
    </message>
    <message>
        <source>the hill outlines put the centre dot of {hex} at level {drawn}, the hex says {stored} [T88.3.1]</source>
        <translation>според контурите на хълмовете централната точка на {hex} е на ниво {drawn}, а хексът казва {stored} [T88.3.1]</translation>
    </message>
    <message>
        <source>the id {id} must match the file name {file}</source>
        <translation>идентификаторът {id} трябва да съвпада с името на файла {file}</translation>
    </message>
    <message>
        <source>the key {key} appears more than once</source>
        <translation>ключът {key} се среща повече от веднъж</translation>
    </message>
    <message>
        <source>the last choice revealed a card or used chance</source>
        <translation>последният избор разкри карта или използва случайност</translation>
    </message>
    <message>
        <source>the number {number} is out of range</source>
        <translation>числото {number} е извън допустимия обхват</translation>
    </message>
    <message>
        <source>the other side has to decide now</source>
        <translation>сега трябва да реши другата страна</translation>
    </message>
    <message>
        <source>the ring encloses no ground</source>
        <translation>контурът не обхваща никаква площ</translation>
    </message>
    <message>
        <source>the two sides cannot share a friendly edge</source>
        <translation>двете страни не могат да имат общ собствен ръб</translation>
    </message>
    <message>
        <source>the two sides&apos; setup zones share {count} hexes ({hexes}): each side sets up in hexes of its own</source>
        <translation>зоните за разполагане на двете страни имат общи хексове: {count} ({hexes}); всяка страна се разполага в свои хексове</translation>
    </message>
    <message>
        <source>the {attack}</source>
        <translation>{attack}</translation>
    </message>
    <message>
        <source>the {obstacle} is in the way</source>
        <translation>пречи: {obstacle}</translation>
    </message>
    <message>
        <source>the {weapon} breaks ({cause})</source>
        <translation>оръжието {weapon} се поврежда ({cause})</translation>
    </message>
    <message>
        <source>the {weapon} is used up and eliminated [11.6]</source>
        <translation>оръжието {weapon} е изразходвано и се елиминира [11.6]</translation>
    </message>
    <message>
        <source>there is no Objective chit {letter}</source>
        <translation>няма жетон за Цел {letter}</translation>
    </message>
    <message>
        <source>there is no polygon {index}</source>
        <translation>няма многоъгълник {index}</translation>
    </message>
    <message>
        <source>there is no vertex {vertex} of ring {ring}</source>
        <translation>няма връх {vertex} в пръстен {ring}</translation>
    </message>
    <message>
        <source>this map has no outlines</source>
        <translation>тази карта няма контури</translation>
    </message>
    <message>
        <source>ties while activated to Move and breaks</source>
        <translation>равенство при активиране за Движение: разбива се</translation>
    </message>
    <message>
        <source>ties: Suppressed</source>
        <translation>равенство: потискане</translation>
    </message>
    <message>
        <source>undo &apos;{choice}&apos;</source>
        <translation>отмяна на „{choice}“</translation>
    </message>
    <message>
        <source>unknown Fate deck {deck}</source>
        <translation>непознато тесте на Съдбата {deck}</translation>
    </message>
    <message>
        <source>unknown computer level {level}: the levels are {levels}</source>
        <translation>непознато ниво на компютъра {level}: нивата са {levels}</translation>
    </message>
    <message>
        <source>unknown nation {nation}</source>
        <translation>непозната нация {nation}</translation>
    </message>
    <message>
        <source>uphill</source>
        <translation>нагоре по склона</translation>
    </message>
    <message>
        <source>you have given all {count} Orders of this Turn [5, O14]</source>
        <translation>вече дадохте всички Заповеди за този Ход ({count}) [5, O14]</translation>
    </message>
    <message>
        <source>you have no Radio in play [O18]</source>
        <translation>нямате Радио в игра [O18]</translation>
    </message>
    <message>
        <source>you were activated for Recover or Rout this Turn already [O22.1]</source>
        <translation>този Ход вече бяхте активирани за Възстановяване или Бягство [O22.1]</translation>
    </message>
    <message>
        <source>your opponent discarded by passing: Demolitions or Hidden Unit [O15, A31, A35.4]; or pass</source>
        <translation>противникът изхвърли карти, като пасува: Подривни заряди или Скрита единица [O15, A31, A35.4]; или пас</translation>
    </message>
    <message>
        <source>{action}: +2 FP to the {attack} [{rule}]</source>
        <translation>{action}: +2 ОМ към {attack} [{rule}]</translation>
    </message>
    <message>
        <source>{aim}: choose the firing pieces one by one [O20.3.1]</source>
        <translation>{aim}: изберете стрелящите жетони един по един [O20.3.1]</translation>
    </message>
    <message>
        <source>{aim}: {pieces}; FP {arithmetic} = {fp} [O20.3.1]</source>
        <translation>{aim}: {pieces}; ОМ {arithmetic} = {fp} [O20.3.1]</translation>
    </message>
    <message>
        <source>{aim}: {pieces}; FP {arithmetic} = {fp} [O20.3.1] (below 1: cancelled unless Actions raise it [10.3.2.1])</source>
        <translation>{aim}: {pieces}; ОМ {arithmetic} = {fp} [O20.3.1] (под 1: отменя се, освен ако Действия не увеличат ОМ [10.3.2.1])</translation>
    </message>
    <message>
        <source>{arithmetic} -&gt; {then} of {total} MP [O21.1]</source>
        <translation>{arithmetic} -&gt; {then} от {total} ТД [O21.1]</translation>
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
        <translation>{attack} от {pieces} по {hex}</translation>
    </message>
    <message>
        <source>{attack}: Attack Total {total}. Choose the next unit to make its Fire Defense roll [O20.3.4]</source>
        <translation>{attack}: Общ сбор на атаката {total}. Изберете следващата единица, която да хвърли за огнева защита [O20.3.4]</translation>
    </message>
    <message>
        <source>{attack}: Attack Total {total}. Play Actions before the Fire Defense Roll of {unit}, or continue [A29, A35.1, A35.3]</source>
        <translation>{attack}: Общ сбор на атаката {total}. Изиграйте Действия преди хвърлянето за огнева защита на {unit} или продължете [A29, A35.1, A35.3]</translation>
    </message>
    <message>
        <source>{attack}: FP {fp}. Play Actions before the Fire Attack Roll, or continue [A24.1, A27, A30, A34, A37, A40, A41]</source>
        <translation>{attack}: ОМ {fp}. Изиграйте Действия преди хвърлянето за огнева атака или продължете [A24.1, A27, A30, A34, A37, A40, A41]</translation>
    </message>
    <message>
        <source>{attack}: Sustained Fire on doubles: choose the firing Mortar or MG that breaks ({count} due) [A41]</source>
        <translation>{attack}: Продължителен огън при дубъл: изберете стрелящото оръжие (миномет или картечница), което се поврежда (дължими: {count}) [A41]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} -{hindrance} Hindrance [10.3.1] = {net} &gt; range {range}: hit [O20.2.3]</source>
        <translation>{attack}: хвърляне за прицелване {roll}, произведение {product} -{hindrance} Пречка [10.3.1] = {net} &gt; разстояние {range}: попадение [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} -{hindrance} Hindrance [10.3.1] = {net} is not &gt; range {range}: miss, the shot is cancelled [O20.2.3]</source>
        <translation>{attack}: хвърляне за прицелване {roll}, произведение {product} -{hindrance} Пречка [10.3.1] = {net} не е &gt; разстояние {range}: пропуск, изстрелът се отменя [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} &gt; range {range}: hit [O20.2.3]</source>
        <translation>{attack}: хвърляне за прицелване {roll}, произведение {product} &gt; разстояние {range}: попадение [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} is not &gt; range {range}: miss, the shot is cancelled [O20.2.3]</source>
        <translation>{attack}: хвърляне за прицелване {roll}, произведение {product} не е &gt; разстояние {range}: пропуск, изстрелът се отменя [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: final FP {arithmetic} = {fp}, below 1: the shot is cancelled [10.3.2.1]</source>
        <translation>{attack}: крайна ОМ {arithmetic} = {fp}, под 1: изстрелът се отменя [10.3.2.1]</translation>
    </message>
    <message>
        <source>{attack}: the firing Weapon was eliminated while the Targeting roll&apos;s trigger was resolved: no Fire Attack Roll is made [O20.2, 1.9.1]</source>
        <translation>{attack}: стрелящото оръжие е елиминирано при изпълнението на задействането от хвърлянето за прицелване: хвърляне за огнева атака не се прави [O20.2, 1.9.1]</translation>
    </message>
    <message>
        <source>{attack}: {arithmetic} = FP {fp}; roll {roll} +{airburst} Airbursts [T99] -&gt; Attack Total {total} [O20.3.3]</source>
        <translation>{attack}: {arithmetic} = ОМ {fp}; хвърляне {roll} +{airburst} за въздушни взривове [T99] -&gt; Общ сбор на атаката {total} [O20.3.3]</translation>
    </message>
    <message>
        <source>{attack}: {arithmetic} = FP {fp}; roll {roll} -&gt; Attack Total {total} [O20.3.3]</source>
        <translation>{attack}: {arithmetic} = ОМ {fp}; хвърляне {roll} -&gt; Общ сбор на атаката {total} [O20.3.3]</translation>
    </message>
    <message>
        <source>{a} and {b} are not adjacent</source>
        <translation>{a} и {b} не са съседни</translation>
    </message>
    <message>
        <source>{a} and {b} are not adjacent, so share no hexside</source>
        <translation>{a} и {b} не са съседни, затова нямат обща страна на хекс</translation>
    </message>
    <message>
        <source>{a}|{b} is off the map</source>
        <translation>{a}|{b} е извън картата</translation>
    </message>
    <message>
        <source>{choice} is not legal for the {side:adjective} {kind} decision; legal: {legal}</source>
        <translation>{choice} не е допустим за решението {kind} на {side}; допустими: {legal}</translation>
    </message>
    <message>
        <source>{count} Fortifications to place, but only {hexes} hexes of the setup zone can take one (not Water, one per hex) [F100.3]</source>
        <translation>трябва да се поставят Укрепления: {count}, но само {hexes} хекса от зоната за разполагане могат да приемат такова (не Вода, по едно на хекс) [F100.3]</translation>
    </message>
    <message>
        <source>{count} Radios at start; a side has at most 1 [8.1.2]</source>
        <translation>Радиа в началото: {count}; една страна има най-много 1 [8.1.2]</translation>
    </message>
    <message>
        <source>{count} hexes are missing: {hexes}</source>
        <translation>липсват хексове ({count}): {hexes}</translation>
    </message>
    <message>
        <source>{count} vertices lie off the map, the first at ({x}, {y})</source>
        <translation>върхове извън картата: {count}, първият в ({x}, {y})</translation>
    </message>
    <message>
        <source>{cover} {value} - Road {road}</source>
        <translation>{cover} {value} - Път {road}</translation>
    </message>
    <message>
        <source>{drawn} chits wanted but only {available} can be drawn</source>
        <translation>нужни са {drawn} жетона, но могат да се изтеглят само {available}</translation>
    </message>
    <message>
        <source>{entry} needs a side and {count} settings</source>
        <translation>{entry} изисква страна и {count} настройки</translation>
    </message>
    <message>
        <source>{entry}: side must be one of {sides}</source>
        <translation>{entry}: страната трябва да е една от {sides}</translation>
    </message>
    <message>
        <source>{event}: no Objective chit is left to draw</source>
        <translation>{event}: не е останал жетон за Цел за теглене</translation>
    </message>
    <message>
        <source>{event}: nothing to pick; no effect</source>
        <translation>{event}: няма какво да се избере; без ефект</translation>
    </message>
    <message>
        <source>{event}: {hex} is Water: nothing happens</source>
        <translation>{event}: {hex} е Вода: нищо не се случва</translation>
    </message>
    <message>
        <source>{event}: {hex} is a Blaze: nothing happens</source>
        <translation>{event}: в {hex} има Пожар: нищо не се случва</translation>
    </message>
    <message>
        <source>{event}: {hex} is off this map: nothing happens</source>
        <translation>{event}: {hex} е извън тази карта: нищо не се случва</translation>
    </message>
    <message>
        <source>{feature} in {hex}</source>
        <translation>{feature} в {hex}</translation>
    </message>
    <message>
        <source>{file}: content.{part}: the game was saved with other game content than this version has</source>
        <translation>{file}: content.{part}: играта е записана с други игрови данни, различни от тези на тази версия</translation>
    </message>
    <message>
        <source>{file}: format_version: not a saved game of this program (no save format and version)</source>
        <translation>{file}: format_version: това не е записана игра на тази програма (няма формат на записа и версия)</translation>
    </message>
    <message>
        <source>{file}: format_version: saved by a later version of the game ({saved}, save format {found}); this version ({current}) reads save format {format}: update the game to open it</source>
        <translation>{file}: format_version: записано от по-нова версия на играта ({saved}, формат на записа {found}); тази версия ({current}) чете формат {format}: обновете играта, за да го отворите</translation>
    </message>
    <message>
        <source>{file}: format_version: saved by an earlier version of the game ({saved}, save format {found}); this version ({current}) reads save format {format} only</source>
        <translation>{file}: format_version: записано от по-стара версия на играта ({saved}, формат на записа {found}); тази версия ({current}) чете само формат {format}</translation>
    </message>
    <message>
        <source>{file}: the game engine failed reading it ({reason})</source>
        <translation>{file}: игровият двигател не успя да го прочете ({reason})</translation>
    </message>
    <message>
        <source>{file}: map: the file holds map {held}, but the scenario is played on {played}</source>
        <translation>{file}: map: файлът съдържа картата {held}, а сценарият се играе на {played}</translation>
    </message>
    <message>
        <source>Ambush: the {side} pick {unit} to break [A25]</source>
        <translation>Засада: играчът на {side} избира {unit} да се разбие [A25]</translation>
    </message>
    <message>
        <source>Ambush: the {side} picks {unit} to break [A25]</source>
        <translation>Засада: играчът на {side} избира {unit} да се разбие [A25]</translation>
    </message>
    <message>
        <source>Battlefield Integrity: the {side} gain {count} VP, 1 per {enemy:adjective} unit on the Casualty Track</source>
        <translation>Бойна устойчивост: +{count} ПТ за {side}, по 1 за всяка единица на {enemy} на Скалата на загубите</translation>
    </message>
    <message>
        <source>Battlefield Integrity: the {side} gains {count} VP, 1 per {enemy:adjective} unit on the Casualty Track</source>
        <translation>Бойна устойчивост: +{count} ПТ за {side}, по 1 за всяка единица на {enemy} на Скалата на загубите</translation>
    </message>
    <message>
        <source>Command &amp; Control: the {side} gain {count} VP, 1 per Objective they control ({objectives})</source>
        <translation>Командване и контрол: +{count} ПТ за {side}, по 1 за всяка Цел под негов контрол ({objectives})</translation>
    </message>
    <message>
        <source>Command &amp; Control: the {side} gains {count} VP, 1 per Objective it controls ({objectives})</source>
        <translation>Командване и контрол: +{count} ПТ за {side}, по 1 за всяка Цел под негов контрол ({objectives})</translation>
    </message>
    <message>
        <source>Command {count}: may also activate friendly units up to {count} hex away [3.3.1.1]</source>
        <translation>Командване {count}: може да активира и собствени единици на разстояние до {count} хекс [3.3.1.1]</translation>
    </message>
    <message>
        <source>Command {count}: may also activate friendly units up to {count} hexes away [3.3.1.1]</source>
        <translation>Командване {count}: може да активира и собствени единици на разстояние до {count} хекса [3.3.1.1]</translation>
    </message>
    <message>
        <source>Discard up to {count} more card [O15]</source>
        <translation>Изхвърлете още до {count} карта [O15]</translation>
    </message>
    <message>
        <source>Discard up to {count} more cards [O15]</source>
        <translation>Изхвърлете още до {count} карти [O15]</translation>
    </message>
    <message>
        <source>Fire Order: pick a target hex ({count} shot made); each piece fires once [O20.3]</source>
        <translation>Заповед „Огън“: изберете целеви хекс (направени изстрели: {count}); всеки жетон стреля веднъж [O20.3]</translation>
    </message>
    <message>
        <source>Fire Order: pick a target hex ({count} shots made); each piece fires once [O20.3]</source>
        <translation>Заповед „Огън“: изберете целеви хекс (направени изстрели: {count}); всеки жетон стреля веднъж [O20.3]</translation>
    </message>
    <message>
        <source>Fog of War: the {side} take card {card} ({order}) at random from the {owner:adjective} hand; it goes to the {owner:adjective} discard pile</source>
        <translation>Мъглата на войната: играчът на {side} взема случайна карта {card} ({order}) от ръката на {owner}; тя отива в купчината изхвърлени карти на {owner}</translation>
    </message>
    <message>
        <source>Fog of War: the {side} takes card {card} ({order}) at random from the {owner:adjective} hand; it goes to the {owner:adjective} discard pile</source>
        <translation>Мъглата на войната: играчът на {side} взема случайна карта {card} ({order}) от ръката на {owner}; тя отива в купчината изхвърлени карти на {owner}</translation>
    </message>
    <message>
        <source>Interrogation: the {side} put the {owner:adjective} card {card} ({order}) on its discard pile</source>
        <translation>Разпит: играчът на {side} поставя картата {card} ({order}) от ръката на {owner} върху купчината изхвърлени карти на {owner}</translation>
    </message>
    <message>
        <source>Interrogation: the {side} puts the {owner:adjective} card {card} ({order}) on its discard pile</source>
        <translation>Разпит: играчът на {side} поставя картата {card} ({order}) от ръката на {owner} върху купчината изхвърлени карти на {owner}</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; a tie: the {holder} held the {fortification} hex alone, so only the {loser:adjective} side is eliminated [O16.4.3, F101, F104]</source>
        <translation>Ръкопашен бой в {hex}: {inactive} {inactive_total} срещу {active} {active_total}; равенство: хексът с {fortification} беше държан само от {holder}, затова се елиминират само единиците на {loser} [O16.4.3, F101, F104]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; the {side} has the lower Melee Total [O16.4.3]</source>
        <translation>Ръкопашен бой в {hex}: {inactive} {inactive_total} срещу {active} {active_total}; по-ниският Общ сбор в ръкопашния бой е на {side} [O16.4.3]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; the {side} have the lower Melee Total [O16.4.3]</source>
        <translation>Ръкопашен бой в {hex}: {inactive} {inactive_total} срещу {active} {active_total}; по-ниският Общ сбор в ръкопашния бой е на {side} [O16.4.3]</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draw Objective chit {letter} ({chit}); it has no secret side and is open: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Цел на мисията: играчът на {side} изтегля жетон за Цел {letter} ({chit}); той няма тайна страна и е открит: маркер за ПТ {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draw a secret Objective chit</source>
        <translation>Цел на мисията: играчът на {side} изтегля таен жетон за Цел</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draws Objective chit {letter} ({chit}); it has no secret side and is open: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Цел на мисията: играчът на {side} изтегля жетон за Цел {letter} ({chit}); той няма тайна страна и е открит: маркер за ПТ {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draws a secret Objective chit</source>
        <translation>Цел на мисията: играчът на {side} изтегля таен жетон за Цел</translation>
    </message>
    <message>
        <source>Objective {number} is in {count} hexes, not 1: a map carries all five numbered Objectives, each in one hex, for the Objective chits to score [2.3]</source>
        <translation>Цел {number} е в {count} хекса, а не в 1: всяка карта има и петте номерирани цели, всяка в един хекс, за да носят точки жетоните за цели [2.3]</translation>
    </message>
    <message>
        <source>Reconnaissance: the {side} reveal their secret Objective chit {letter} ({chit}); it is open and scores at once: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Разузнаване: играчът на {side} разкрива тайния си жетон за Цел {letter} ({chit}); той е открит и носи точки веднага: маркер за ПТ {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Reconnaissance: the {side} reveals its secret Objective chit {letter} ({chit}); it is open and scores at once: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Разузнаване: играчът на {side} разкрива тайния си жетон за Цел {letter} ({chit}); той е открит и носи точки веднага: маркер за ПТ {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Retreat {unit} ({count} hex left): enter a hex closer to your friendly edge [O23.3]</source>
        <translation>Отстъпление на {unit} (остава {count} хекс): влезте в хекс, по-близо до собствения си ръб [O23.3]</translation>
    </message>
    <message>
        <source>Retreat {unit} ({count} hexes left): enter a hex closer to your friendly edge [O23.3]</source>
        <translation>Отстъпление на {unit} (остават {count} хекса): влезте в хекс, по-близо до собствения си ръб [O23.3]</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: greater by {roll} - {morale_total} = {count}: {unit} must Retreat {count} hex [O23.3]</source>
        <translation>Хвърляне за бягство {roll} ({dice}) срещу Морал {morale} [O23.2]: по-голямо с {roll} - {morale_total} = {count}: {unit} трябва да отстъпи с {count} хекс [O23.3]</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: greater by {roll} - {morale_total} = {count}: {unit} must Retreat {count} hexes [O23.3]</source>
        <translation>Хвърляне за бягство {roll} ({dice}) срещу Морал {morale} [O23.2]: по-голямо с {roll} - {morale_total} = {count}: {unit} трябва да отстъпи с {count} хекса [O23.3]</translation>
    </message>
    <message>
        <source>The {side} activate the {target} for a Rout Order [O23.1]; the {side} make the Rout Rolls for: {units} [O23.2]</source>
        <translation>Играчът на {side} активира {target} за Заповед „Бягство“ [O23.1]; играчът на {side} хвърля за бягство за: {units} [O23.2]</translation>
    </message>
    <message>
        <source>The {side} activate {units} for {order} [O14.1, 3.3.1.1]</source>
        <translation>Играчът на {side} активира {units} за {order} [O14.1, 3.3.1.1]</translation>
    </message>
    <message>
        <source>The {side} activates the {target} for a Rout Order [O23.1]; the {side} makes the Rout Rolls for: {units} [O23.2]</source>
        <translation>Играчът на {side} активира {target} за Заповед „Бягство“ [O23.1]; играчът на {side} хвърля за бягство за: {units} [O23.2]</translation>
    </message>
    <message>
        <source>The {side} activates {units} for {order} [O14.1, 3.3.1.1]</source>
        <translation>Играчът на {side} активира {units} за {order} [O14.1, 3.3.1.1]</translation>
    </message>
    <message>
        <source>The {side} announce a Smoke barrage [O18.2.1.1]</source>
        <translation>Играчът на {side} обявява димна завеса [O18.2.1.1]</translation>
    </message>
    <message>
        <source>The {side} announces a Smoke barrage [O18.2.1.1]</source>
        <translation>Играчът на {side} обявява димна завеса [O18.2.1.1]</translation>
    </message>
    <message>
        <source>The {side} are activated for a Recover Order [O22.1]: Suppressed markers removed: {count}; Rally Rolls for: {units} [O22.2]</source>
        <translation>Играчът на {side} се активира за Заповед „Възстановяване“ [O22.1]: премахнати маркери за потискане: {count}; хвърляния за събиране за: {units} [O22.2]</translation>
    </message>
    <message>
        <source>The {side} control all five Objectives before the Sudden Death roll and win</source>
        <translation>Всичките пет Цели са под контрола на {side} преди хвърлянето за Внезапна смърт: победа за {side}</translation>
    </message>
    <message>
        <source>The {side} controls all five Objectives before the Sudden Death roll and wins</source>
        <translation>Всичките пет Цели са под контрола на {side} преди хвърлянето за Внезапна смърт: победа за {side}</translation>
    </message>
    <message>
        <source>The {side} decline the Air Support [E43]</source>
        <translation>Играчът на {side} отказва Въздушната поддръжка [E43]</translation>
    </message>
    <message>
        <source>The {side} declines the Air Support [E43]</source>
        <translation>Играчът на {side} отказва Въздушната поддръжка [E43]</translation>
    </message>
    <message>
        <source>The {side} discard card {card} ({order})</source>
        <translation>Играчът на {side} изхвърля карта {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} discards card {card} ({order})</source>
        <translation>Играчът на {side} изхвърля карта {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} do not Deploy [E52]</source>
        <translation>Играчът на {side} не извършва Разгръщане [E52]</translation>
    </message>
    <message>
        <source>The {side} do not place the Private [E56]</source>
        <translation>Играчът на {side} не поставя Редника [E56]</translation>
    </message>
    <message>
        <source>The {side} does not Deploy [E52]</source>
        <translation>Играчът на {side} не извършва Разгръщане [E52]</translation>
    </message>
    <message>
        <source>The {side} does not place the Private [E56]</source>
        <translation>Играчът на {side} не поставя Редника [E56]</translation>
    </message>
    <message>
        <source>The {side} draw a card</source>
        <translation>Играчът на {side} изтегля карта</translation>
    </message>
    <message>
        <source>The {side} draw card {card} ({order})</source>
        <translation>Играчът на {side} изтегля карта {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} draws a card</source>
        <translation>Играчът на {side} изтегля карта</translation>
    </message>
    <message>
        <source>The {side} draws card {card} ({order})</source>
        <translation>Играчът на {side} изтегля карта {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} end the Fire Order</source>
        <translation>Играчът на {side} прекратява Заповедта „Огън“</translation>
    </message>
    <message>
        <source>The {side} ends the Fire Order</source>
        <translation>Играчът на {side} прекратява Заповедта „Огън“</translation>
    </message>
    <message>
        <source>The {side} has no Squad to Deploy</source>
        <translation>Няма Отделение на {side} за Разгръщане</translation>
    </message>
    <message>
        <source>The {side} has no broken unit</source>
        <translation>Няма счупена единица на {side}</translation>
    </message>
    <message>
        <source>The {side} has no friendly hex</source>
        <translation>Играчът на {side} няма собствен хекс</translation>
    </message>
    <message>
        <source>The {side} has no unit without a Veteran marker on the map</source>
        <translation>На картата няма единица на {side} без маркер „Ветеран“</translation>
    </message>
    <message>
        <source>The {side} have no Squad to Deploy</source>
        <translation>Няма Отделение на {side} за Разгръщане</translation>
    </message>
    <message>
        <source>The {side} have no broken unit</source>
        <translation>Няма счупена единица на {side}</translation>
    </message>
    <message>
        <source>The {side} have no friendly hex</source>
        <translation>Играчът на {side} няма собствен хекс</translation>
    </message>
    <message>
        <source>The {side} have no unit without a Veteran marker on the map</source>
        <translation>На картата няма единица на {side} без маркер „Ветеран“</translation>
    </message>
    <message>
        <source>The {side} is activated for a Recover Order [O22.1]: Suppressed markers removed: {count}; Rally Rolls for: {units} [O22.2]</source>
        <translation>Играчът на {side} се активира за Заповед „Възстановяване“ [O22.1]: премахнати маркери за потискане: {count}; хвърляния за събиране за: {units} [O22.2]</translation>
    </message>
    <message>
        <source>The {side} keep the {vp} VP of {unit}&apos;s elimination [7.1, E76]</source>
        <translation>Играчът на {side} запазва {vp} ПТ от елиминирането на {unit} [7.1, E76]</translation>
    </message>
    <message>
        <source>The {side} keeps the {vp} VP of {unit}&apos;s elimination [7.1, E76]</source>
        <translation>Играчът на {side} запазва {vp} ПТ от елиминирането на {unit} [7.1, E76]</translation>
    </message>
    <message>
        <source>The {side} lose: {reason}</source>
        <translation>Поражение за {side}: {reason}</translation>
    </message>
    <message>
        <source>The {side} loses: {reason}</source>
        <translation>Поражение за {side}: {reason}</translation>
    </message>
    <message>
        <source>The {side} pass and may discard [O15]</source>
        <translation>Играчът на {side} пасува и може да изхвърли карти [O15]</translation>
    </message>
    <message>
        <source>The {side} passes and may discard [O15]</source>
        <translation>Играчът на {side} пасува и може да изхвърли карти [O15]</translation>
    </message>
    <message>
        <source>The {side} pick {item} from the Support Table [{rule}]</source>
        <translation>Играчът на {side} избира {item} от Таблицата за поддръжка [{rule}]</translation>
    </message>
    <message>
        <source>The {side} picks {item} from the Support Table [{rule}]</source>
        <translation>Играчът на {side} избира {item} от Таблицата за поддръжка [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} as a Fire Action for Op Fire at {hex} [A33.2]</source>
        <translation>Играчът на {side} изиграва карта {card} като Действие „Огън“ за Огън при възможност по {hex} [A33.2]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for Light Wounds [A36]</source>
        <translation>Играчът на {side} изиграва карта {card} за Леки рани [A36]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for a {order} Order [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за Заповед „{order}“ [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for an {order} Order [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за Заповед „{order}“ [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за {action} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} after the Melee in {hex} [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за {action} след ръкопашния бой в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} by {unit}, into {hex} [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за {action} от {unit} в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} in {hex} [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за {action} в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action}: the {fortification} in {hex} is eliminated [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за {action}: {fortification} в {hex} се елиминира [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play the Initiative card: the roll is cancelled and made again; the card passes to the {other}</source>
        <translation>Играчът на {side} изиграва картата за Инициатива: хвърлянето се отменя и се прави отново; картата преминава към {other}</translation>
    </message>
    <message>
        <source>The {side} plays card {card} as a Fire Action for Op Fire at {hex} [A33.2]</source>
        <translation>Играчът на {side} изиграва карта {card} като Действие „Огън“ за Огън при възможност по {hex} [A33.2]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for Light Wounds [A36]</source>
        <translation>Играчът на {side} изиграва карта {card} за Леки рани [A36]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for a {order} Order [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за Заповед „{order}“ [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for an {order} Order [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за Заповед „{order}“ [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за {action} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} after the Melee in {hex} [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за {action} след ръкопашния бой в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} by {unit}, into {hex} [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за {action} от {unit} в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} in {hex} [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за {action} в {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action}: the {fortification} in {hex} is eliminated [{rule}]</source>
        <translation>Играчът на {side} изиграва карта {card} за {action}: {fortification} в {hex} се елиминира [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays the Initiative card: the roll is cancelled and made again; the card passes to the {other}</source>
        <translation>Играчът на {side} изиграва картата за Инициатива: хвърлянето се отменя и се прави отново; картата преминава към {other}</translation>
    </message>
    <message>
        <source>The {side} reveal card {card} ({purpose})</source>
        <translation>Играчът на {side} разкрива карта {card} ({purpose})</translation>
    </message>
    <message>
        <source>The {side} reveals card {card} ({purpose})</source>
        <translation>Играчът на {side} разкрива карта {card} ({purpose})</translation>
    </message>
    <message>
        <source>The {side} roll {roll} (ignored: rolled while resolving a trigger [1.9.1]) for {purpose}</source>
        <translation>Играчът на {side} хвърля {roll} (не се зачита: хвърлено по време на разрешаване на задействане [1.9.1]) за {purpose}</translation>
    </message>
    <message>
        <source>The {side} roll {roll} for {purpose}</source>
        <translation>Играчът на {side} хвърля {roll} за {purpose}</translation>
    </message>
    <message>
        <source>The {side} rolled {roll} for {purpose}: use the Initiative card to re-roll? [9.1]</source>
        <translation>Играчът на {side} хвърли {roll} за {purpose}: да се използва ли картата за Инициатива за ново хвърляне? [9.1]</translation>
    </message>
    <message>
        <source>The {side} rolls {roll} (ignored: rolled while resolving a trigger [1.9.1]) for {purpose}</source>
        <translation>Играчът на {side} хвърля {roll} (не се зачита: хвърлено по време на разрешаване на задействане [1.9.1]) за {purpose}</translation>
    </message>
    <message>
        <source>The {side} rolls {roll} for {purpose}</source>
        <translation>Играчът на {side} хвърля {roll} за {purpose}</translation>
    </message>
    <message>
        <source>The {side} scrounge nothing [E71]</source>
        <translation>Играчът на {side} не взема нищо [E71]</translation>
    </message>
    <message>
        <source>The {side} scrounges nothing [E71]</source>
        <translation>Играчът на {side} не взема нищо [E71]</translation>
    </message>
    <message>
        <source>The {side} show their hand to the {viewer} ({count} card)</source>
        <translation>Играчът на {side} показва ръката си на играча на {viewer} ({count} карта)</translation>
    </message>
    <message>
        <source>The {side} show their hand to the {viewer} ({count} cards)</source>
        <translation>Играчът на {side} показва ръката си на играча на {viewer} (карти: {count})</translation>
    </message>
    <message>
        <source>The {side} show their hand to the {viewer}: {cards}</source>
        <translation>Играчът на {side} показва ръката си на играча на {viewer}: {cards}</translation>
    </message>
    <message>
        <source>The {side} shows its hand to the {viewer} ({count} card)</source>
        <translation>Играчът на {side} показва ръката си на играча на {viewer} ({count} карта)</translation>
    </message>
    <message>
        <source>The {side} shows its hand to the {viewer} ({count} cards)</source>
        <translation>Играчът на {side} показва ръката си на играча на {viewer} (карти: {count})</translation>
    </message>
    <message>
        <source>The {side} shows its hand to the {viewer}: {cards}</source>
        <translation>Играчът на {side} показва ръката си на играча на {viewer}: {cards}</translation>
    </message>
    <message>
        <source>The {side} suppress nobody [E75]</source>
        <translation>Играчът на {side} не потиска никого [E75]</translation>
    </message>
    <message>
        <source>The {side} suppresses nobody [E75]</source>
        <translation>Играчът на {side} не потиска никого [E75]</translation>
    </message>
    <message>
        <source>The {side} take control of Objective {number} ({hex})</source>
        <translation>Цел {number} ({hex}) преминава под контрола на {side}</translation>
    </message>
    <message>
        <source>The {side} take control of Objective {number}, the building {hexes}: no enemy unit is left in it</source>
        <translation>Цел {number}, сградата {hexes}, преминава под контрола на {side}: в нея не е останала вражеска единица</translation>
    </message>
    <message>
        <source>The {side} take their Op Fire window in {hex} first; Hidden Mines or Wire may follow it [O21.6, A24.1]</source>
        <translation>{side} първо използва прозореца си за Огън при възможност в {hex}; Скрити мини или бодлива тел може да последват [O21.6, A24.1]</translation>
    </message>
    <message>
        <source>The {side} takes control of Objective {number} ({hex})</source>
        <translation>Цел {number} ({hex}) преминава под контрола на {side}</translation>
    </message>
    <message>
        <source>The {side} takes control of Objective {number}, the building {hexes}: no enemy unit is left in it</source>
        <translation>Цел {number}, сградата {hexes}, преминава под контрола на {side}: в нея не е останала вражеска единица</translation>
    </message>
    <message>
        <source>The {side} takes its Op Fire window in {hex} first; Hidden Mines or Wire may follow it [O21.6, A24.1]</source>
        <translation>{side} първо използва прозореца си за Огън при възможност в {hex}; Скрити мини или бодлива тел може да последват [O21.6, A24.1]</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffle {count} card into a new draw pile</source>
        <translation>Времето напредва до поле {time}; играчът на {side} разбърква {count} карта в ново тесте за теглене</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffle {count} cards into a new draw pile</source>
        <translation>Времето напредва до поле {time}; играчът на {side} разбърква {count} карти в ново тесте за теглене</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffles {count} card into a new draw pile</source>
        <translation>Времето напредва до поле {time}; играчът на {side} разбърква {count} карта в ново тесте за теглене</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffles {count} cards into a new draw pile</source>
        <translation>Времето напредва до поле {time}; играчът на {side} разбърква {count} карти в ново тесте за теглене</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} decline</source>
        <translation>Бял фосфор: играчът на {side} отказва</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} declines</source>
        <translation>Бял фосфор: играчът на {side} отказва</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} draw Smoke {value}</source>
        <translation>Бял фосфор: играчът на {side} изтегля Дим {value}</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} draws Smoke {value}</source>
        <translation>Бял фосфор: играчът на {side} изтегля Дим {value}</translation>
    </message>
    <message>
        <source>a building listed here needs two or more hexes; a one-hex building is not listed [7.3.1.1]</source>
        <translation>сграда в този списък трябва да има два или повече хекса; сграда от един хекс не се вписва [7.3.1.1]</translation>
    </message>
    <message>
        <source>a hex is listed twice</source>
        <translation>хекс е вписан два пъти</translation>
    </message>
    <message>
        <source>doubles {roll}: each of the {count} Sustained Fire Actions breaks a firing Mortar or MG [A41]</source>
        <translation>дубъл {roll}: всяко от {count}-те Действия „Продължителен огън“ поврежда стрелящ миномет или картечница [A41]</translation>
    </message>
    <message>
        <source>doubles {roll}: the {count} Sustained Fire Action breaks a firing Mortar or MG [A41]</source>
        <translation>дубъл {roll}: Действието „Продължителен огън“ ({count}) поврежда стрелящ миномет или картечница [A41]</translation>
    </message>
    <message>
        <source>enemy units entered {hex}: Hidden Mines or Hidden Wire [A35.2, A35.5], now or after your Op Fire [O21.6]; or pass</source>
        <translation>вражески единици влязоха в {hex}: Скрити мини или Скрита бодлива тел [A35.2, A35.5], сега или след вашия Огън при възможност [O21.6]; или пас</translation>
    </message>
    <message>
        <source>last unit eliminated</source>
        <translation>елиминирана последна единица</translation>
    </message>
    <message>
        <source>last unit exited</source>
        <translation>последната единица напусна картата</translation>
    </message>
    <message>
        <source>miss: {count} hex (colored) towards {white} (white) [O18.2.2.2]</source>
        <translation>пропуск: {count} хекс (цветен зар) в посока {white} (бял зар) [O18.2.2.2]</translation>
    </message>
    <message>
        <source>miss: {count} hexes (colored) towards {white} (white) [O18.2.2.2]</source>
        <translation>пропуск: {count} хекса (цветен зар) в посока {white} (бял зар) [O18.2.2.2]</translation>
    </message>
    <message>
        <source>sudden death</source>
        <translation>внезапна смърт</translation>
    </message>
    <message>
        <source>the Surrender space was reached</source>
        <translation>достигнато е полето за капитулация</translation>
    </message>
    <message>
        <source>the hexes of a building must join up; apart from the rest: {hexes}</source>
        <translation>хексовете на една сграда трябва да са свързани; отделени от останалите: {hexes}</translation>
    </message>
    <message>
        <source>the last unit on the map was eliminated</source>
        <translation>последната единица на картата е елиминирана</translation>
    </message>
    <message>
        <source>the {hill} is higher than both ends</source>
        <translation>{hill} е по-висок от двата края</translation>
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
        <translation>{event}: играчът на {side} отказва</translation>
    </message>
    <message>
        <source>{event}: the {side} declines</source>
        <translation>{event}: играчът на {side} отказва</translation>
    </message>
    <message>
        <source>{file}: map: the map in the file was changed after saving</source>
        <translation>{file}: map: картата във файла е променена след записа</translation>
    </message>
    <message>
        <source>{file}: not a saved game (a JSON object is expected)</source>
        <translation>{file}: това не е записана игра (очаква се обект JSON)</translation>
    </message>
    <message>
        <source>{file}: replaying the choices does not reach the saved position (final_state_digest differs): another content or engine version?</source>
        <translation>{file}: повторението на изборите не достига до запазената позиция (final_state_digest се различава): друга версия на съдържанието или на двигателя?</translation>
    </message>
    <message>
        <source>{file}: the scenario in the file was changed after saving</source>
        <translation>{file}: сценарият във файла е променен след запазването</translation>
    </message>
    <message>
        <source>{file}: {field} {choice} cannot be replayed: the game engine failed ({reason})</source>
        <translation>{file}: {field} {choice} не може да се възпроизведе: игровият двигател се провали ({reason})</translation>
    </message>
    <message>
        <source>{file}: {field} {choice} cannot be replayed: {reason}</source>
        <translation>{file}: {field} {choice} не може да бъде повторен: {reason}</translation>
    </message>
    <message>
        <source>{fortification} cannot be placed in {hex} (Water or Blaze)</source>
        <translation>{fortification} не може да се постави в {hex} (Вода или Пожар)</translation>
    </message>
    <message>
        <source>{fortification} is not placed in {hex}: it already has {existing} (one Fortification per hex)</source>
        <translation>{fortification} не се поставя в {hex}: там вече има {existing} (по едно Укрепление на хекс)</translation>
    </message>
    <message>
        <source>{fortification} placed in {hex}</source>
        <translation>{fortification} се поставя в {hex}</translation>
    </message>
    <message>
        <source>{fortification} removed</source>
        <translation>{fortification} се премахва</translation>
    </message>
    <message>
        <source>{hexes} hexes for {count} pieces</source>
        <translation>хексове: {hexes}, а жетони: {count}</translation>
    </message>
    <message>
        <source>{hexes} is not on this map</source>
        <translation>{hexes}: няма на тази карта</translation>
    </message>
    <message>
        <source>{hexes} would be off the map</source>
        <translation>{hexes} биха останали извън картата</translation>
    </message>
    <message>
        <source>{hexes} would fall off the map with their Objective: move the Objective first</source>
        <translation>{hexes} биха изпаднали от картата заедно с целта си: първо преместете целта</translation>
    </message>
    <message>
        <source>{hexes}: not a Building hex, so not part of a building [T82]</source>
        <translation>{hexes}: не е хекс на Сграда, затова не е част от сграда [T82]</translation>
    </message>
    <message>
        <source>{hexside} hexside [{rule}]</source>
        <translation>страна на хекса: {hexside} [{rule}]</translation>
    </message>
    <message>
        <source>{hexside} on {a}/{b}</source>
        <translation>{hexside} на {a}/{b}</translation>
    </message>
    <message>
        <source>{hex} already holds a Fortification: one per hex [8.1.3]</source>
        <translation>в {hex} вече има Укрепление: по едно на хекс [8.1.3]</translation>
    </message>
    <message>
        <source>{hex} holds {figures} figures (7 at most): Deploy one Squad for free, or eliminate units [8.2]</source>
        <translation>В {hex} има {figures} фигури (най-много 7): разгърнете безплатно едно Отделение или елиминирайте единици [8.2]</translation>
    </message>
    <message>
        <source>{hex} holds {figures} figures at the start (7 at most) [8.2]</source>
        <translation>в {hex} в началото има {figures} фигури (най-много 7) [8.2]</translation>
    </message>
    <message>
        <source>{hex} is Water: no Fortification may be placed there [F100.3]</source>
        <translation>{hex} е Вода: там не може да се постави Укрепление [F100.3]</translation>
    </message>
    <message>
        <source>{hex} is a {terrain} hex but no {terrain} outline reaches into it (outlines.{kind})</source>
        <translation>{hex} е хекс „{terrain}“, но нито един контур „{terrain}“ не влиза в него (outlines.{kind})</translation>
    </message>
    <message>
        <source>{hex} is enemy-occupied (it would surrender)</source>
        <translation>{hex} е зает от противника (единицата би се предала)</translation>
    </message>
    <message>
        <source>{hex} is impassable ({terrain})</source>
        <translation>{hex} е непроходим ({terrain})</translation>
    </message>
    <message>
        <source>{hex} is impassable: no unit may be placed there [T98]</source>
        <translation>{hex} е непроходим: там не може да се постави единица [T98]</translation>
    </message>
    <message>
        <source>{hex} is in more than one building</source>
        <translation>{hex} е в повече от една сграда</translation>
    </message>
    <message>
        <source>{hex} is not a Building hex [T82]</source>
        <translation>{hex} не е хекс на Сграда [T82]</translation>
    </message>
    <message>
        <source>{hex} is not adjacent to {start} on the map</source>
        <translation>{hex} не е съседен на {start} на картата</translation>
    </message>
    <message>
        <source>{hex} is off a 15x10 map</source>
        <translation>{hex} е извън карта 15x10</translation>
    </message>
    <message>
        <source>{hex} is off the map (A1-{last})</source>
        <translation>{hex} е извън картата (A1-{last})</translation>
    </message>
    <message>
        <source>{hex} is off this {cols}x{rows} map</source>
        <translation>{hex} е извън тази карта {cols}x{rows}</translation>
    </message>
    <message>
        <source>{hex} is on several cards</source>
        <translation>{hex} е на няколко карти</translation>
    </message>
    <message>
        <source>{hex} is outside this side&apos;s setup zone</source>
        <translation>{hex} е извън зоната за разполагане на тази страна</translation>
    </message>
    <message>
        <source>{hex} is the blind hex behind the lower {obstacle}</source>
        <translation>{hex} е сляп хекс зад по-ниското препятствие: {obstacle}</translation>
    </message>
    <message>
        <source>{hex}: {units}</source>
        <translation>{hex}: {units}</translation>
    </message>
    <message>
        <source>{hindrance} (hindrances do not add up)</source>
        <translation>{hindrance} (пречките не се сумират)</translation>
    </message>
    <message>
        <source>{id} is used more than once</source>
        <translation>{id} се използва повече от веднъж</translation>
    </message>
    <message>
        <source>{id} must appear once, found {count}</source>
        <translation>{id} трябва да се среща веднъж, намерени: {count}</translation>
    </message>
    <message>
        <source>{kind} is not a kind of outline</source>
        <translation>{kind} не е вид контур</translation>
    </message>
    <message>
        <source>{letter} is used more than once</source>
        <translation>{letter} се използва повече от веднъж</translation>
    </message>
    <message>
        <source>{motion} is not a motion of a map</source>
        <translation>{motion} не е преобразуване на карта</translation>
    </message>
    <message>
        <source>{name} is not a JSON value</source>
        <translation>{name} не е стойност на JSON</translation>
    </message>
    <message>
        <source>{name} {number}</source>
        <translation>{name} {number}</translation>
    </message>
    <message>
        <source>{nation} has no fortification {type}</source>
        <translation>{nation} няма укрепление {type}</translation>
    </message>
    <message>
        <source>{nation} has no radio {type}</source>
        <translation>{nation} няма Радио {type}</translation>
    </message>
    <message>
        <source>{nation} has no unit {type}</source>
        <translation>{nation} няма единица {type}</translation>
    </message>
    <message>
        <source>{nation} has no weapon {type}</source>
        <translation>{nation} няма Оръжие {type}</translation>
    </message>
    <message>
        <source>{obstacle} at the same level</source>
        <translation>{obstacle} на същото ниво</translation>
    </message>
    <message>
        <source>{obstacle} higher up</source>
        <translation>{obstacle} по-високо</translation>
    </message>
    <message>
        <source>{order}: {units} activated; add units in the Leader&apos;s Command radius, or go [3.3.1.1]</source>
        <translation>{order}: активирани единици: {units}; добавете единици в радиуса на Командване на Лидера или изберете „Напред“ [3.3.1.1]</translation>
    </message>
    <message>
        <source>{parts} = {mp} MP</source>
        <translation>{parts} = {mp} ТД</translation>
    </message>
    <message>
        <source>{piece} became {new}</source>
        <translation>{piece} стана {new}</translation>
    </message>
    <message>
        <source>{piece} removed: {nation} has no piece of its kind</source>
        <translation>{piece} е премахнат: {nation} няма фигура от този вид</translation>
    </message>
    <message>
        <source>{problem}
(The file was saved by version {saved} of the game; this is version {current}.)</source>
        <translation>{problem}
(Файлът е записан от версия {saved} на играта; това е версия {current}.)</translation>
    </message>
    <message>
        <source>{prompt} [{rule}]</source>
        <translation>{prompt} [{rule}]</translation>
    </message>
    <message>
        <source>{radio} FP {fp} [O18.2.3.2]</source>
        <translation>{radio} ОМ {fp} [O18.2.3.2]</translation>
    </message>
    <message>
        <source>{radio} Radio</source>
        <translation>{radio}</translation>
    </message>
    <message>
        <source>{radio} placed in the {side:adjective} Artillery Box</source>
        <translation>{radio} се поставя в полето за артилерия на {side}</translation>
    </message>
    <message>
        <source>{reason}: that part of the Event is impossible and ignored [{rule}, E42]</source>
        <translation>{reason}: тази част от Събитието е невъзможна и се пропуска [{rule}, E42]</translation>
    </message>
    <message>
        <source>{share} % of {hex} lies under the {terrain} outlines (outlines.{kind}), so it should be a {terrain} hex</source>
        <translation>{share} % от {hex} е под контурите „{terrain}“ (outlines.{kind}), значи трябва да е хекс „{terrain}“</translation>
    </message>
    <message>
        <source>Advance Order complete ({side})</source>
        <translation>Заповедта „Настъпление“ на {side} е изпълнена</translation>
    </message>
    <message>
        <source>Fire Order ends ({side}): no activated piece has a legal shot left [O20.3, 10.3.2.1]</source>
        <translation>Заповедта „Огън“ на {side} приключва: никой активиран жетон няма повече допустим изстрел [O20.3, 10.3.2.1]</translation>
    </message>
    <message>
        <source>{side:adjective} Melee Total: FP {fp} + roll {roll} = {total} [O16.4.2]</source>
        <translation>Общ сбор в ръкопашния бой на {side}: ОМ {fp} + хвърляне {roll} = {total} [O16.4.2]</translation>
    </message>
    <message>
        <source>Move Order complete ({side})</source>
        <translation>Заповедта „Движение“ на {side} е изпълнена</translation>
    </message>
    <message>
        <source>A Radio arrives for the {side}</source>
        <translation>Пристига Радио на {side}</translation>
    </message>
    <message>
        <source>A Radio arrives for the {side}, but the Artillery Box is taken [8.1.2]</source>
        <translation>Пристига Радио на {side}, но полето за артилерия е заето [8.1.2]</translation>
    </message>
    <message>
        <source>{side:adjective} Turn {turn}: give an Order ({given} of {capability} given), or pass/end the Turn [5]</source>
        <translation>Ход {turn} на {side}: дайте Заповед (дадени {given} от {capability}) или пасувайте/завършете Хода [5]</translation>
    </message>
    <message>
        <source>{side:adjective} stops: op fire {op_fire}, reroll {reroll}, fire actions {fire_actions}, move actions {move_actions}.</source>
        <translation>Паузи на {side}: огън при възможност {op_fire}, ново хвърляне {reroll}, действия при огън {fire_actions}, действия при движение {move_actions}.</translation>
    </message>
    <message>
        <source>{unit} Retreats into {hex} ({count} hex left)</source>
        <translation>{unit} отстъпва в {hex} (остава {count} хекс)</translation>
    </message>
    <message>
        <source>{unit} Retreats into {hex} ({count} hexes left)</source>
        <translation>{unit} отстъпва в {hex} (остават хексове: {count})</translation>
    </message>
    <message>
        <source>{side:adjective} units entered {hex}: play a Fire Action to activate units for Op Fire, make the one Op Fire attack of this MP expenditure, or continue [A33.2, A33.3]</source>
        <translation>Единици на {side} влязоха в {hex}: изиграйте Действие „Огън“, за да активирате единици за Огън при възможност, извършете единствената атака с огън при възможност за този разход на ТД или продължете [A33.2, A33.3]</translation>
    </message>
    <message>
        <source>{side:adjective} {radio} (FP {fp})</source>
        <translation>{radio} на {side} (ОМ {fp})</translation>
    </message>
    <message>
        <source>{side} {vp:+d} VP: {reason}</source>
        <translation>{side} {vp:+d} ПТ: {reason}</translation>
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
        <translation>{text} не е номер на хекс (буква на колона A-Z и номер на ред)</translation>
    </message>
    <message>
        <source>{type} Squad</source>
        <translation>Отделение „{type}“</translation>
    </message>
    <message>
        <source>{type} Team</source>
        <translation>Екип „{type}“</translation>
    </message>
    <message>
        <source>{units} cannot enter {hex}, which became impassable; they stay in {here} and their move ends [T79, F103.1]</source>
        <translation>{units} не могат да влязат в {hex}, който стана непроходим; остават в {here} и движението им приключва [T79, F103.1]</translation>
    </message>
    <message>
        <source>{units} enter {hex}: {arithmetic} -&gt; {then} of {total} MP [O21.1]</source>
        <translation>{units} влизат в {hex}: {arithmetic} -&gt; {then} от {total} ТД [O21.1]</translation>
    </message>
    <message>
        <source>{units} enters {hex}: {arithmetic} -&gt; {then} of {total} MP [O21.1]</source>
        <translation>{units} влиза в {hex}: {arithmetic} -&gt; {then} от {total} ТД [O21.1]</translation>
    </message>
    <message>
        <source>{units} exit off the enemy edge for {cost} MP [7.2.1]</source>
        <translation>{units} излизат през вражеския ръб за {cost} ТД [7.2.1]</translation>
    </message>
    <message>
        <source>{units} exits off the enemy edge for {cost} MP [7.2.1]</source>
        <translation>{units} излиза през вражеския ръб за {cost} ТД [7.2.1]</translation>
    </message>
    <message>
        <source>{units} move together, held to the lowest Movement [O21.2]</source>
        <translation>{units} се движат заедно, ограничени до най-ниското Движение [O21.2]</translation>
    </message>
    <message>
        <source>{units} stop with {spent} MP spent [O21]</source>
        <translation>{units} спират с изразходвани {spent} ТД [O21]</translation>
    </message>
    <message>
        <source>{units} stops with {spent} MP spent [O21]</source>
        <translation>{units} спира с изразходвани {spent} ТД [O21]</translation>
    </message>
    <message>
        <source>{units} units ({figures} figures) need at least {needed} hexes of the setup zone that a unit can enter, to be sure each finds room whatever the order of placement (7 figures a hex) [8.2]; the zone has {hexes}</source>
        <translation>единиците ({units}, фигури: {figures}) се нуждаят от поне {needed} хекса от зоната за разполагане, в които може да влезе единица, за да има със сигурност място за всяка при всякакъв ред на разполагане (7 фигури на хекс) [8.2]; в зоната има {hexes}</translation>
    </message>
    <message>
        <source>{units}: Movement {arithmetic}, {spent} MP spent: it can enter no further hex, its move ends [O21.1]</source>
        <translation>{units}: Движение {arithmetic}, изразходвани {spent} ТД: не може да влезе в повече хексове, движението приключва [O21.1]</translation>
    </message>
    <message>
        <source>{units}: Wire entered or left, all remaining MP are lost [F106.2]</source>
        <translation>{units}: влизане в или излизане от Бодлива тел, всички оставащи ТД се губят [F106.2]</translation>
    </message>
    <message>
        <source>{units}: {spent} of {total} MP spent; {options}</source>
        <translation>{units}: изразходвани {spent} от {total} ТД; {options}</translation>
    </message>
    <message>
        <source>{unit} (broken)</source>
        <translation>{unit} (счупен)</translation>
    </message>
    <message>
        <source>{unit} (broken) ({hex})</source>
        <translation>{unit} (счупен) ({hex})</translation>
    </message>
    <message>
        <source>{unit} ({hex})</source>
        <translation>{unit} ({hex})</translation>
    </message>
    <message>
        <source>{unit} Advances into {hex} (enemy-occupied: Melee at the end of the Order [O16.4]) [O16.1]</source>
        <translation>{unit} настъпва в {hex} (зает от противника: ръкопашен бой в края на Заповедта [O16.4]) [O16.1]</translation>
    </message>
    <message>
        <source>{unit} Advances into {hex} [O16.1]</source>
        <translation>{unit} настъпва в {hex} [O16.1]</translation>
    </message>
    <message>
        <source>{unit} Advances off the enemy edge [O16.2, 7.2.1]</source>
        <translation>{unit} настъпва през вражеския ръб [O16.2, 7.2.1]</translation>
    </message>
    <message>
        <source>{unit} Deploys into two {team}s</source>
        <translation>{unit} се разгръща на два екипа ({team})</translation>
    </message>
    <message>
        <source>{unit} Fire Defense: Morale {arithmetic} = {morale} (Cover fixed at 0 [11.6]); roll {roll} -&gt; Defense Total {defense} vs Attack Total {attack}: {outcome} [O20.3.4]</source>
        <translation>Огнева защита на {unit}: Морал {arithmetic} = {morale} (Прикритие, фиксирано на 0 [11.6]); хвърляне {roll} -&gt; Общ сбор на защитата {defense} срещу Общ сбор на атаката {attack}: {outcome} [O20.3.4]</translation>
    </message>
    <message>
        <source>{unit} Fire Defense: Morale {arithmetic} = {morale}; roll {roll} -&gt; Defense Total {defense} vs Attack Total {attack}: {outcome} [O20.3.4]</source>
        <translation>Огнева защита на {unit}: Морал {arithmetic} = {morale}; хвърляне {roll} -&gt; Общ сбор на защитата {defense} срещу Общ сбор на атаката {attack}: {outcome} [O20.3.4]</translation>
    </message>
    <message>
        <source>{unit} becomes Veteran: +1 FP, +1 Range, +1 Movement, +1 Morale [E44, E44.1]</source>
        <translation>{unit} става Ветеран: +1 ОМ, +1 Обсег, +1 Движение, +1 Морал [E44, E44.1]</translation>
    </message>
    <message>
        <source>{unit} breaks ({cause})</source>
        <translation>{unit} се разбива ({cause})</translation>
    </message>
    <message>
        <source>{unit} breaks again and is eliminated ({cause})</source>
        <translation>{unit} се разбива отново и се елиминира ({cause})</translation>
    </message>
    <message>
        <source>{unit} cannot enter: no legal edge hex; it waits for the next Time space</source>
        <translation>{unit} не може да влезе: няма допустим хекс на ръба; изчаква следващото поле на Времето</translation>
    </message>
    <message>
        <source>{unit} cannot leave the Blaze in {hex}: no adjacent hex without impassable terrain; eliminated</source>
        <translation>{unit} не може да напусне Пожара в {hex}: няма съседен хекс без непроходим терен; елиминира се</translation>
    </message>
    <message>
        <source>{unit} eliminated</source>
        <translation>елиминиране на {unit}</translation>
    </message>
    <message>
        <source>{unit} enters at {hex}</source>
        <translation>{unit} влиза в {hex}</translation>
    </message>
    <message>
        <source>{unit} enters play at {hex}</source>
        <translation>{unit} влиза в играта в {hex}</translation>
    </message>
    <message>
        <source>{unit} enters play at {hex} with its {weapon} [11.2]</source>
        <translation>{unit} влиза в играта в {hex} със своето оръжие {weapon} [11.2]</translation>
    </message>
    <message>
        <source>{unit} exited the map: place it on a Time space; it returns as a reinforcement when Time reaches it [7.2.1]</source>
        <translation>{unit} излезе от картата: поставете единицата на поле на Времето; тя се връща като подкрепление, когато Времето достигне това поле [7.2.1]</translation>
    </message>
    <message>
        <source>{unit} exits the map (back on Time space {time})</source>
        <translation>{unit} излиза от картата (връща се на поле {time} на Времето)</translation>
    </message>
    <message>
        <source>{unit} goes back to the countermix; a broken {team} takes its place in {hex} [A36]</source>
        <translation>{unit} се връща в запаса от жетони; мястото в {hex} заема счупен {team} [A36]</translation>
    </message>
    <message>
        <source>{unit} goes back to the countermix; a {team} takes its place in {hex} [A36]</source>
        <translation>{unit} се връща в запаса от жетони; мястото в {hex} заема {team} [A36]</translation>
    </message>
    <message>
        <source>{unit} hands its {weapon} to {receiver} for {cost} MP ({spent} MP spent) [O21.1.1]</source>
        <translation>{unit} предава своето оръжие {weapon} на {receiver} за {cost} ТД (изразходвани {spent} ТД) [O21.1.1]</translation>
    </message>
    <message>
        <source>{unit} has become {units}, the same unit: its locked result applies to each [E52.2, 1.9.1]</source>
        <translation>{unit} стана {units}, същата единица: заключеният ѝ резултат се прилага към всяка [E52.2, 1.9.1]</translation>
    </message>
    <message>
        <source>{unit} is Suppressed ({cause})</source>
        <translation>Потискане на {unit} ({cause})</translation>
    </message>
    <message>
        <source>{unit} is activated as the Spotter [O18.2]</source>
        <translation>{unit} се активира като Наблюдател [O18.2]</translation>
    </message>
    <message>
        <source>{unit} is eliminated ({rule} {event}) [{rule}]</source>
        <translation>{unit} се елиминира ({rule} {event}) [{rule}]</translation>
    </message>
    <message>
        <source>{unit} is eliminated for overstacking</source>
        <translation>{unit} се елиминира поради пренатрупване</translation>
    </message>
    <message>
        <source>{unit} is eliminated in Melee [O16.4.3]</source>
        <translation>{unit} се елиминира в ръкопашен бой [O16.4.3]</translation>
    </message>
    <message>
        <source>{unit} is forced to Retreat where it cannot go ({reasons}) and is eliminated</source>
        <translation>{unit} трябва да отстъпи там, където не може да отиде ({reasons}), и се елиминира</translation>
    </message>
    <message>
        <source>{unit} is moved out of the Blaze in {hex} into {destination}</source>
        <translation>{unit} се премества от Пожара в {hex} в {destination}</translation>
    </message>
    <message>
        <source>{unit} is no longer on the map [E50]</source>
        <translation>{unit} вече не е на картата [E50]</translation>
    </message>
    <message>
        <source>{unit} is no longer on the map: its locked result has no effect [1.9.1]</source>
        <translation>{unit} вече не е на картата: заключеният резултат няма ефект [1.9.1]</translation>
    </message>
    <message>
        <source>{unit} must Retreat off its friendly edge and is eliminated; its Weapon goes unbroken to the Casualty Track</source>
        <translation>{unit} трябва да отстъпи през собствения си ръб и се елиминира; оръжието, което носи, отива неповредено на Скалата на загубите</translation>
    </message>
    <message>
        <source>{unit} rallies ({cause})</source>
        <translation>{unit} се събира ({cause})</translation>
    </message>
    <message>
        <source>{unit} scrounges the {weapon} from the Casualty Track [E71]</source>
        <translation>{unit} взема оръжието {weapon} от Скалата на загубите [E71]</translation>
    </message>
    <message>
        <source>{unit} sets up in {hex}</source>
        <translation>{unit} се разполага в {hex}</translation>
    </message>
    <message>
        <source>{unit} takes the {weapon}</source>
        <translation>{unit} взема оръжието {weapon}</translation>
    </message>
    <message>
        <source>{unit} was in {hex} when the attack roll was made, so it still defends, with the Cover of {where} [O20.3.4]</source>
        <translation>{unit} беше в {hex} при хвърлянето за атака, затова все пак се защитава, с Прикритието на {where} [O20.3.4]</translation>
    </message>
    <message>
        <source>{unit} would be eliminated ({cause}): play Light Wounds to replace it by a Team for -1 VP, or continue [A36]</source>
        <translation>Предстои елиминиране на {unit} ({cause}): изиграйте Леки рани, за да замените единицата с Екип срещу -1 ПТ, или продължете [A36]</translation>
    </message>
    <message>
        <source>{unit} would break ({cause}): play Light Wounds to replace it by a Team for -1 VP, or continue [A36]</source>
        <translation>Предстои разбиване на {unit} ({cause}): изиграйте Леки рани, за да замените единицата с Екип срещу -1 ПТ, или продължете [A36]</translation>
    </message>
    <message>
        <source>{value} is outside 1-{limit}</source>
        <translation>{value} е извън 1-{limit}</translation>
    </message>
    <message>
        <source>{weapons} Weapons for {units} units without one: each unit carries at most one Weapon [11.2]</source>
        <translation>Оръжия: {weapons}, а единици без оръжие: {units}; всяка единица носи най-много едно Оръжие [11.2]</translation>
    </message>
    <message>
        <source>{weapon} became {new}</source>
        <translation>{weapon} стана {new}</translation>
    </message>
    <message>
        <source>{weapon} is eliminated ({number} in Elim {low}-{high})</source>
        <translation>{weapon} се елиминира ({number} в диапазона за елиминиране {low}-{high})</translation>
    </message>
    <message>
        <source>{weapon} is fixed ({number} in Fix {low}-{high})</source>
        <translation>{weapon} се поправя ({number} в диапазона за поправка {low}-{high})</translation>
    </message>
    <message>
        <source>{weapon} of {unit}</source>
        <translation>{weapon} на {unit}</translation>
    </message>
    <message>
        <source>{weapon} removed: {nation} has no Weapon of its kind</source>
        <translation>{weapon} е премахнато: {nation} няма оръжие от този вид</translation>
    </message>
    <message>
        <source>{weapon} with a {carrier}</source>
        <translation>{weapon} с единица „{carrier}“</translation>
    </message>
    <message>
        <source>{where}: warning: {message}</source>
        <translation>{where}: предупреждение: {message}</translation>
    </message>
    <message>
        <source>Élan: the {side:adjective} Surrender marker is on the last space of the Casualty Track and cannot move higher</source>
        <translation>Élan: маркерът за капитулация на {side} е на последното поле на Скалата на загубите и не може да се придвижи по-нагоре</translation>
    </message>
    <message>
        <source>Élan: the {side:adjective} Surrender marker moves from space {before} to {space}</source>
        <translation>Élan: маркерът за капитулация на {side} се придвижва от поле {before} на поле {space}</translation>
    </message>
</context>
<context>
    <name>EventOverlay</name>
    <message>
        <source>breaks</source>
        <extracomment>The words of a Fire Defense result, by the engine&apos;s outcome [O20.3.4].</extracomment>
        <translation>се пречупва</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>подавен</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>издържа</translation>
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
        <translation>Ръкопашен бой {total}</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Попадение</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Мини</translation>
    </message>
</context>
<context>
    <name>FieldBinder</name>
    <message>
        <source>Set {field}</source>
        <extracomment>Each bound widget by its field path (the Problems panel focuses them).</extracomment>
        <translation>Промяна: {field}</translation>
    </message>
    <message>
        <source>{field} not changed: {problem}</source>
        <translation>{field} — не е променено: {problem}</translation>
    </message>
    <message>
        <source>e.g. A1, B2</source>
        <translation>напр. A1, B2</translation>
    </message>
    <message>
        <source>{field} ({path}): hex ids separated by commas</source>
        <translation>{field} ({path}): номера на хексове, разделени със запетаи</translation>
    </message>
    <message>
        <source>e.g. {first}, {second}</source>
        <translation>напр. {first}, {second}</translation>
    </message>
    <message>
        <source>{field} ({path}): letters of Objective chits ({letters}), separated by commas</source>
        <translation>{field} ({path}): букви на жетоните за цели ({letters}), разделени със запетаи</translation>
    </message>
    <message>
        <source>{field} ({path}): numbers from {low} to {high}, separated by commas</source>
        <translation>{field} ({path}): числа от {low} до {high}, разделени със запетаи</translation>
    </message>
    <message>
        <source>{field} ({path}): one per line, in your own words</source>
        <translation>{field} ({path}): по едно на ред, със свои думи</translation>
    </message>
    <message>
        <source>{field} ({path}): in your own words; a blank line between paragraphs</source>
        <translation>{field} ({path}): със свои думи; празен ред между абзаците</translation>
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
        <translation>&amp;Редактиране</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Скорост на компютъра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Из&amp;глед</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова игра…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Отваряне на запазена игра…</translation>
    </message>
    <message>
        <source>&amp;Replay this game…</source>
        <translation>Повторно &amp;възпроизвеждане на играта…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Запазване…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отмяна</translation>
    </message>
    <message>
        <source>My &amp;stops…</source>
        <translation>Моите &amp;паузи…</translation>
    </message>
    <message>
        <source>&amp;Spread stacks</source>
        <translation>&amp;Разгръщане на купчините</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Предпочитания…</translation>
    </message>
    <message>
        <source>When the game stops to ask you (only on your own screen)</source>
        <translation>Кога играта спира, за да ви попита (само на вашия собствен екран)</translation>
    </message>
    <message>
        <source>Show the counters of every stack side by side; a click on a stack that has nothing to choose sends its top counter to the bottom</source>
        <translation>Показва жетоните от всяка купчина един до друг; щракване върху купчина, в която няма какво да се избира, премества горния ѝ жетон най-отдолу</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Бързо</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Нормално</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>Ба&amp;вно</translation>
    </message>
    <message>
        <source>How long each computer move stays before the next one</source>
        <translation>Колко дълго остава на екрана всеки ход на компютъра преди следващия</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ръка</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Скали</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Изхвърлени</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Дневник</translation>
    </message>
    <message>
        <source>The {side} decide: {decision}</source>
        <translation>Решава {side}: {decision}</translation>
    </message>
    <message>
        <source>The {side} decides: {decision}</source>
        <translation>Решава {side}: {decision}</translation>
    </message>
    <message>
        <source>Allied discard pile ({count})</source>
        <translation>Изхвърлени: Съюзниците ({count})</translation>
    </message>
    <message>
        <source>Axis discard pile ({count})</source>
        <translation>Изхвърлени: Оста ({count})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{viewer}&lt;/b&gt; — Turn {turn}, {active} active ({orders} Order given)</source>
        <translation>&lt;b&gt;{viewer}&lt;/b&gt; — Ход {turn}, активна страна: {active} (дадени Заповеди: {orders})</translation>
    </message>
    <message>
        <source>Opponent: {cards}, {chits}</source>
        <translation>Противник: {cards}, {chits}</translation>
    </message>
    <message>
        <source>1 card in hand</source>
        <translation>карти в ръката — 1</translation>
    </message>
    <message>
        <source>{count} cards in hand</source>
        <translation>карти в ръката — {count}</translation>
    </message>
    <message>
        <source>1 secret chit</source>
        <translation>тайни жетони — 1</translation>
    </message>
    <message>
        <source>{count} secret chits</source>
        <translation>тайни жетони — {count}</translation>
    </message>
    <message>
        <source>The {winner} win — {reason}</source>
        <translation>Победа за: {winner} — {reason}</translation>
    </message>
    <message>
        <source>The {winner} wins — {reason}</source>
        <translation>Победа за: {winner} — {reason}</translation>
    </message>
    <message>
        <source>{headline}
Ended by: {how}
Final VP {vp:+d} (positive favours the Axis)

Where the VP came from:
{rows}</source>
        <translation>{headline}
Край чрез: {how}
Крайни ПТ {vp:+d} (положителните са в полза на Оста)

Откъде дойдоха ПТ:
{rows}</translation>
    </message>
    <message>
        <source>#{card} cannot be played now: {reason}</source>
        <translation>Карта #{card} не може да се изиграе сега: {reason}</translation>
    </message>
    <message>
        <source>Combat Commander — {scenario}</source>
        <translation>Combat Commander — {scenario}</translation>
    </message>
    <message>
        <source>The computer plays the {nation} side…</source>
        <translation>Компютърът играе за страната: {nation}…</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>Играта отново се записва автоматично.</translation>
    </message>
    <message>
        <source>Cannot autosave the game to {file}: {reason}. Play goes on; the autosave is tried again after every move.</source>
        <translation>Играта не може да се запише автоматично в {file}: {reason}. Играта продължава; автоматичният запис се опитва отново след всеки ход.</translation>
    </message>
    <message>
        <source>Not autosaved</source>
        <translation>Без автозапис</translation>
    </message>
    <message>
        <source>Combat Commander — game over</source>
        <translation>Combat Commander — край на играта</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Компютърът мисли…</translation>
    </message>
    <message>
        <source>Waiting for the other player…</source>
        <translation>Изчакване на другия играч…</translation>
    </message>
    <message>
        <source>{card} — pick the hex on the board</source>
        <translation>{card} — изберете хекс на картата</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Оста</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Съюзниците</translation>
    </message>
    <message>
        <source>level</source>
        <translation>наравно</translation>
    </message>
    <message>
        <source>none</source>
        <translation>няма</translation>
    </message>
    <message>
        <source>&lt;b&gt;{viewer}&lt;/b&gt; — Turn {turn}, {active} active ({orders} Orders given)</source>
        <translation>&lt;b&gt;{viewer}&lt;/b&gt; — Ход {turn}, активна страна: {active} (дадени Заповеди: {orders})</translation>
    </message>
    <message>
        <source>VP {vp} ({lead})</source>
        <translation>ПТ {vp} ({lead})</translation>
    </message>
    <message>
        <source>Time {time} (Sudden Death {sudden_death})</source>
        <translation>Време {time} (Внезапна смърт {sudden_death})</translation>
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
        <translation>Открити жетони: {chits}</translation>
    </message>
    <message>
        <source>Your secret chits: {chits}</source>
        <translation>Вашите тайни жетони: {chits}</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>скрити</translation>
    </message>
    <message>
        <source>Draw piles: yours {own}, theirs {other}</source>
        <translation>Тестета за теглене: вашето {own}, на противника {other}</translation>
    </message>
    <message>
        <source>Casualties: yours {own} (surrender at {own_limit}), theirs {other} (surrender at {other_limit})</source>
        <translation>Загуби: вашите {own} (капитулация при {own_limit}), на противника {other} (капитулация при {other_limit})</translation>
    </message>
    <message>
        <source>Click the hex on the board</source>
        <translation>Щракнете хекса на картата</translation>
    </message>
    <message>
        <source>{count} choices here: pick one in the Decision list</source>
        <translation>Избори тук: {count}; изберете един в списъка „Решение“</translation>
    </message>
    <message>
        <source>The selected units can neither fire at nor move to {hex} now</source>
        <translation>Избраните части сега не могат нито да стрелят по {hex}, нито да отидат там</translation>
    </message>
    <message numerus="yes">
        <source>#{card} can be played now: %n choice(s), in bold</source>
        <translation>
            <numerusform>#{card} може да се изиграе сега: %n избор, в удебелен шрифт</numerusform>
            <numerusform>#{card} може да се изиграе сега: %n избора, в удебелен шрифт</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start {scenario}:

{error}</source>
        <translation>Не може да започне {scenario}:

{error}</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Отваряне на запазена игра</translation>
    </message>
    <message>
        <source>Saved games (*.ccsave);;All files (*)</source>
        <translation>Запазени игри (*.ccsave);;Всички файлове (*)</translation>
    </message>
    <message>
        <source>Cannot open {name}:

{error}</source>
        <translation>Не може да се отвори {name}:

{error}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Запазване на играта</translation>
    </message>
    <message>
        <source>Saved games (*.ccsave)</source>
        <translation>Запазени игри (*.ccsave)</translation>
    </message>
    <message>
        <source>Cannot save the game to {file}:

{reason}</source>
        <translation>Играта не може да се запише в {file}:

{reason}</translation>
    </message>
    <message>
        <source>Game saved to {file}</source>
        <translation>Играта е записана в {file}</translation>
    </message>
    <message>
        <source>1. Pass</source>
        <translation>1. Пас</translation>
    </message>
    <message>
        <source>1. Discard nothing</source>
        <translation>1. Не изхвърляй нищо</translation>
    </message>
    <message>
        <source>2. Take the seat</source>
        <translation>2. Поемете мястото</translation>
    </message>
    <message>
        <source>Decline without looking at your hand: no hand-off</source>
        <translation>Откажете, без да гледате ръката си: без предаване</translation>
    </message>
    <message>
        <source>The hand-off screen, then this decision on your own screen with your hand</source>
        <translation>Екранът за предаване, после това решение на вашия собствен екран, с ръката ви</translation>
    </message>
    <message>
        <source>Pass here without a hand-off, or take the seat to decide with your hand.</source>
        <translation>Пасувайте тук без предаване или поемете мястото, за да решите с ръката си.</translation>
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
        <translation>И двете ръце са скрити: {own} и {other} карти. Страната {side} отговаря на това открито решение на общия екран.</translation>
    </message>
    <message>
        <source>Both hands are covered: {own} and {other} cards. The {side} may pass on the shared screen, or take the seat to see the hand.</source>
        <translation>И двете ръце са скрити: {own} и {other} карти. Страната {side} може да пасува на общия екран или да поеме мястото, за да види ръката си.</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Оста</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Съюзниците</translation>
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
        <translation>Оста</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Съюзниците</translation>
    </message>
    <message>
        <source>Pass to the {nation} player ({side})</source>
        <translation>Предайте на играча: {nation} ({side})</translation>
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
        <translation>&amp;Бърз старт</translation>
    </message>
    <message>
        <source>&amp;Scenario briefing</source>
        <translation>&amp;Брифинг на сценария</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Клавишни комбинации</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Справочник на правилата</translation>
    </message>
    <message>
        <source>&amp;About Combat Commander</source>
        <translation>&amp;За Combat Commander</translation>
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
        <translation>Хълм, ниво {level} [T88]</translation>
    </message>
    <message>
        <source>Ground level</source>
        <translation>Ниво на терена</translation>
    </message>
    <message>
        <source>Objective {number} [2.3]</source>
        <translation>Цел {number} [2.3]</translation>
    </message>
    <message>
        <source>Objective {number} is this whole building: {hexes}; to take it, no enemy unit may be in any of its hexes [7.3.1.1]</source>
        <translation>Цел {number} е цялата сграда: {hexes}; за да се завземе, в нито един от хексовете ѝ не може да има вражеска единица [7.3.1.1]</translation>
    </message>
    <message>
        <source>Part of the building {hexes}</source>
        <translation>Част от сградата {hexes}</translation>
    </message>
    <message>
        <source>Move: impassable (Blaze) [T79]</source>
        <translation>Движение: непроходимо (Пожар) [T79]</translation>
    </message>
    <message>
        <source>Move: impassable [{rule}]</source>
        <translation>Движение: непроходимо [{rule}]</translation>
    </message>
    <message>
        <source>Cover: none (no unit may be here)</source>
        <translation>Прикритие: няма (тук не може да има единици)</translation>
    </message>
    <message>
        <source>Move: {mp} MP [{rule}]</source>
        <translation>Движение: {mp} ТД [{rule}]</translation>
    </message>
    <message>
        <source>, 1 MP along the {features}</source>
        <translation>, 1 ТД по: {features}</translation>
    </message>
    <message>
        <source>; +1 uphill [T88.1]</source>
        <translation>; +1 нагоре по склона [T88.1]</translation>
    </message>
    <message>
        <source>  or {value} against fire across its {hexside} [{rule}]</source>
        <translation>  или {value} срещу огън през страната „{hexside}“ [{rule}]</translation>
    </message>
    <message>
        <source>LOS: Obstacle [10.2], one blind hex [T88.4.1]</source>
        <translation>ЛВ: Препятствие [10.2], един сляп хекс [T88.4.1]</translation>
    </message>
    <message>
        <source>LOS: Obstacle [10.2]</source>
        <translation>ЛВ: Препятствие [10.2]</translation>
    </message>
    <message>
        <source>LOS: Hindrance {hindrance} [10.3]</source>
        <translation>ЛВ: Пречка {hindrance} [10.3]</translation>
    </message>
    <message>
        <source>LOS: clear terrain</source>
        <translation>ЛВ: открит терен</translation>
    </message>
    <message>
        <source>Water terrain: no Weapon fires from it, no Smoke/Blaze/Fortification</source>
        <translation>Воден терен: оттук не стреля оръжие, няма Дим/Пожар/Укрепление</translation>
    </message>
    <message>
        <source>Smoke {smoke}: Hindrance into, out of and through [10.3.4]</source>
        <translation>Дим {smoke}: Пречка към, от и през хекса [10.3.4]</translation>
    </message>
    <message>
        <source>Hill level {level}</source>
        <translation>Хълм, ниво {level}</translation>
    </message>
    <message>
        <source>ground level</source>
        <translation>ниво на терена</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>непроходимо</translation>
    </message>
    <message>
        <source>Cover {value:+d}</source>
        <translation>Прикритие {value:+d}</translation>
    </message>
    <message>
        <source>Move {mp} MP</source>
        <translation>Движение {mp} ТД</translation>
    </message>
    <message>
        <source>LOS Hindrance {hindrance}</source>
        <translation>ЛВ: Пречка {hindrance}</translation>
    </message>
    <message>
        <source>LOS Obstacle</source>
        <translation>ЛВ: Препятствие</translation>
    </message>
    <message>
        <source>LOS clear</source>
        <translation>ЛВ: чиста</translation>
    </message>
    <message>
        <source>Smoke {smoke}</source>
        <translation>Дим {smoke}</translation>
    </message>
    <message>
        <source>Objective {number}: the whole building</source>
        <translation>Цел {number}: цялата сграда</translation>
    </message>
    <message>
        <source>part of a larger building</source>
        <translation>част от по-голяма сграда</translation>
    </message>
    <message>
        <source>Objective {number}</source>
        <translation>Цел {number}</translation>
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
        <translation>Избор на &amp;цялата карта</translation>
    </message>
    <message>
        <source>Select &amp;nothing</source>
        <translation>&amp;Без избор</translation>
    </message>
    <message>
        <source>&amp;Copy the selected hexes</source>
        <translation>&amp;Копиране на избраните хексове</translation>
    </message>
    <message>
        <source>&amp;Paste at the hex under the mouse</source>
        <translation>&amp;Поставяне в хекса под мишката</translation>
    </message>
    <message>
        <source>&amp;Move the selected hexes to the hex under the mouse</source>
        <translation>&amp;Преместване на избраните хексове към хекса под мишката</translation>
    </message>
    <message>
        <source>&amp;Resize the map…</source>
        <translation>&amp;Преоразмеряване на картата…</translation>
    </message>
    <message>
        <source>Mirror &amp;left-right</source>
        <translation>Огледално &amp;ляво-дясно</translation>
    </message>
    <message>
        <source>Mirror &amp;top-bottom</source>
        <translation>Огледално &amp;горе-долу</translation>
    </message>
    <message>
        <source>Rotate by &amp;180°</source>
        <translation>Завъртане на &amp;180°</translation>
    </message>
    <message>
        <source>Rotate by 60°?</source>
        <translation>Завъртане на 60°?</translation>
    </message>
    <message numerus="yes">
        <source>%n hexes selected</source>
        <translation>
            <numerusform>Избран е %n хекс</numerusform>
            <numerusform>Избрани са %n хекса</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n hexes: point at a hex and paste</source>
        <translation>
            <numerusform>Копиран е %n хекс: посочете хекс и поставете</numerusform>
            <numerusform>Копирани са %n хекса: посочете хекс и поставете</numerusform>
        </translation>
    </message>
    <message>
        <source>Point at the hex where the area&apos;s top-left hex goes</source>
        <translation>Посочете хекса, където да отиде горният ляв хекс на областта</translation>
    </message>
    <message>
        <source>{edit}: not done:

{problems}</source>
        <translation>{edit}: не е направено:

{problems}</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n hexes at {hex}</source>
        <translation>
            <numerusform>Поставяне на %n хекс в {hex}</numerusform>
            <numerusform>Поставяне на %n хекса в {hex}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n hexes to {hex}</source>
        <translation>
            <numerusform>Преместване на %n хекс в {hex}</numerusform>
            <numerusform>Преместване на %n хекса в {hex}</numerusform>
        </translation>
    </message>
    <message>
        <source>Resize the map to {cols} x {rows}</source>
        <translation>Преоразмеряване на картата до {cols} x {rows}</translation>
    </message>
    <message>
        <source>{edit}: not done: the scenario uses hexes that would go:

{problems}</source>
        <translation>{edit}: не е направено: сценарият използва хексове, които биха изчезнали:

{problems}</translation>
    </message>
    <message>
        <source>Mirror the map left-right</source>
        <translation>Огледално обръщане на картата ляво-дясно</translation>
    </message>
    <message>
        <source>Mirror the map top-bottom</source>
        <translation>Огледално обръщане на картата горе-долу</translation>
    </message>
    <message>
        <source>Rotate the map by 180°</source>
        <translation>Завъртане на картата на 180°</translation>
    </message>
    <message>
        <source>On this map that moves every other column half a hex (the hexes of a column sit half a hex lower than their neighbours&apos;), so these hexes fall off the map and lose their terrain: {hexes}.

Go on?</source>
        <translation>На тази карта това измества всяка втора колона с половин хекс (хексовете на една колона са с половин хекс по-ниско от съседните), затова тези хексове изпадат от картата и губят терена си: {hexes}.

Да продължа ли?</translation>
    </message>
    <message>
        <source>A map cannot be turned by 60° or 120°: its columns would become rows running at a slant, and no rectangle of hexes turns onto a rectangle. Mirror it or turn it by 180° instead.</source>
        <translation>Картата не може да се завърти на 60° или 120°: колоните ѝ биха станали наклонени редове и никой правоъгълник от хексове не се завърта в правоъгълник. Вместо това я обърнете огледално или я завъртете на 180°.</translation>
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
        <translation>&amp;Отваряне на сценарий…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Из&amp;глед</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Предпочитания…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
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
        <translation>Линия на видимост {a} → {b}: {explanation}</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Отваряне на сценарий</translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Файлове със сценарии (*.json);;Всички файлове (*)</translation>
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
        <translation>Отбрана</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Разузнаване</translation>
    </message>
    <message>
        <source>{name} — {date} {place}
Axis: {axis}, {axis_posture}, {axis_orders} Orders
Allies: {allies}, {allies_posture}, {allies_orders} Orders
Map {map}; Sudden Death on Time {sudden_death}</source>
        <translation>{name} — {date} {place}
Оста: {axis}, {axis_posture}, Заповеди: {axis_orders}
Съюзниците: {allies}, {allies_posture}, Заповеди: {allies_orders}
Карта {map}; Внезапна смърт на Време {sudden_death}</translation>
    </message>
    <message>
        <source>Special rules:</source>
        <translation>Специални правила:</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <source>{number}{name} ({year})</source>
        <extracomment>The content pack of each listed scenario (with its own map, for a designer&apos;s).</extracomment>
        <translation>{number}{name} ({year})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Човек</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Компютър: лесно</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Компютър: нормално</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Компютър: трудно</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer, which sees only its own side&apos;s cards and plays by the same rules: Easy makes careless moves now and then, Hard thinks its Orders over (a few seconds a Turn)</source>
        <translation>Човек пред този екран или компютърът, който вижда само картите на своята страна и играе по същите правила: на лесно понякога играе небрежно, на трудно обмисля заповедите си (няколко секунди на ход)</translation>
    </message>
    <message>
        <source>Computer (random moves)</source>
        <translation>Компютър (случайни ходове)</translation>
    </message>
    <message>
        <source>Fast: no pause</source>
        <translation>Бързо: без пауза</translation>
    </message>
    <message>
        <source>Normal: a pause to follow each move</source>
        <translation>Нормално: пауза, за да се проследи всеки ход</translation>
    </message>
    <message>
        <source>Slow: a long pause</source>
        <translation>Бавно: дълга пауза</translation>
    </message>
    <message>
        <source>How long the board shows each computer move (its attacks drawn) before the next</source>
        <translation>Колко дълго дъската показва всеки ход на компютъра (с начертаните атаки) преди следващия</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Начално число</translation>
    </message>
    <message>
        <source>Axis player</source>
        <translation>Играч на Оста</translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation>Играч на Съюзниците</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation>Темп на компютъра</translation>
    </message>
    <message>
        <source>Skipped: {problems}</source>
        <translation>Пропуснато: {problems}</translation>
    </message>
    <message>
        <source>(no map {map})</source>
        <translation>(няма карта {map})</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New scenario</source>
        <extracomment>The kinds of outline in the Draw a new outline menu, in its order. The tools that paint with the brush size. The board tool that edits each part of a map. Where a Problems row keeps its problem.</extracomment>
        <translation>Нов сценарий</translation>
    </message>
    <message>
        <source>A blank map</source>
        <translation>Празна карта</translation>
    </message>
    <message>
        <source>Shipped map: {name}</source>
        <translation>Карта от комплекта: {name}</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Начало от</translation>
    </message>
    <message>
        <source>Map id (file name)</source>
        <translation>Идентификатор на картата (име на файл)</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Име на картата</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Колони</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Редове</translation>
    </message>
</context>
<context>
    <name>PlaytestDialog</name>
    <message>
        <source>A person</source>
        <translation>Човек</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компютър</translation>
    </message>
    <message>
        <source>Computer (random moves)</source>
        <translation>Компютър (случайни ходове)</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Тестова игра</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer</source>
        <translation>Човек пред този екран или компютърът</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>unknown stop {name} (known: {known})</source>
        <translation>непозната пауза {name} (известни: {known})</translation>
    </message>
    <message>
        <source>stop {name} cannot be {setting} (one of {allowed})</source>
        <translation>паузата {name} не може да бъде {setting} (една от: {allowed})</translation>
    </message>
    <message>
        <source>Your settings file {file} could not be read ({problem}); the defaults are used. The old file is kept as {aside}.</source>
        <translation>Файлът с настройки {file} не можа да бъде прочетен ({problem}); използват се настройките по подразбиране. Старият файл е запазен като {aside}.</translation>
    </message>
    <message>
        <source>not valid JSON at line {line}</source>
        <translation>невалиден JSON на ред {line}</translation>
    </message>
    <message>
        <source>Value error, {reason}</source>
        <translation>Грешна стойност: {reason}</translation>
    </message>
    <message>
        <source>the file: {reason}</source>
        <translation>целият файл: {reason}</translation>
    </message>
    <message>
        <source>Cannot save your settings to {file}: {reason}. The change applies until you close the app; the old settings file is left as it was.</source>
        <translation>Настройките не могат да се запишат в {file}: {reason}. Промяната важи, докато не затворите програмата; старият файл с настройки е оставен непроменен.</translation>
    </message>
</context>
<context>
    <name>QuickStartDialog</name>
    <message>
        <source>Quick start</source>
        <translation>Бърз старт</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your first game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Вашата първа игра&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Start.&lt;/b&gt; File &gt; New game picks a scenario and who plays each side: a person or the computer. Two people share one screen: between their turns a hand-off screen hides the board, so neither sees the other&apos;s cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Начало.&lt;/b&gt; Файл &gt; Нова игра избира сценарий и кой играе всяка страна: човек или компютърът. Двама души споделят един екран: между ходовете им екран за предаване скрива игралното поле, така че никой не вижда картите на другия.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your hand.&lt;/b&gt; The Hand dock shows your Fate cards. In your Turn you either give Orders (play cards for their top line, up to your Order limit) or pass and discard. Actions and Op Fire can be played when the game offers a window for them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Вашата ръка.&lt;/b&gt; Панелът „Ръка“ показва вашите карти на Съдбата. В своя Ход или давате Заповеди (играете карти заради горния им ред, до лимита си на Заповеди), или пасувате и изхвърляте карти. Действия и Огън при възможност могат да се играят, когато играта предостави прозорец за тях.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Deciding.&lt;/b&gt; The Decision dock always lists what the rules allow now and nothing else. Double-click a choice, press its number key, or click the highlighted hex or counter on the board. The board draws the decision: fire lines with the FP, the MP of each hex a mover may enter, a Leader&apos;s Command radius.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Решения.&lt;/b&gt; Панелът „Решение“ винаги изброява онова, което правилата позволяват сега, и нищо друго. Щракнете два пъти върху избор, натиснете клавиша с номера му или щракнете върху осветения хекс или жетон на полето. Полето изобразява решението: линиите на огъня с огневата мощ (ОМ), точките за движение (ТД) за всеки хекс, в който движещата се единица може да влезе, радиуса на Командване на Лидера.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Line of sight.&lt;/b&gt; Drag with the right mouse button from one hex to another to see whether they see each other and what hinders the line.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Линия на видимост.&lt;/b&gt; Плъзнете с десния бутон на мишката от един хекс до друг, за да видите дали те се виждат взаимно и какви Пречки има по линията.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The log.&lt;/b&gt; Every roll is written out with its arithmetic and the rule ids it follows; Help &gt; Rules reference explains each id.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Дневникът.&lt;/b&gt; Всяко хвърляне на зарове се записва с изчисленията си и номерата на правилата, по които е направено; Помощ &gt; Справочник на правилата обяснява всеки номер.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mistakes.&lt;/b&gt; Edit &gt; Undo takes back your own choices up to the last card revealed. The game is saved after every choice: if the app closes, it offers to resume at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Грешки.&lt;/b&gt; Редактиране &gt; Отмяна връща назад собствените ви избори до последната разкрита карта. Играта се запазва след всеки избор: ако приложението се затвори, при следващото стартиране то предлага да продължите.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Winning.&lt;/b&gt; Hold Objectives, eliminate enemy units and exit units off the enemy&apos;s edge for VP. The game ends by Sudden Death when Time runs out, by a side&apos;s surrender, or by an Objective chit&apos;s condition.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Победа.&lt;/b&gt; Удържайте Целите, унищожавайте вражески единици и изкарвайте свои единици през ръба на противника, за да печелите победни точки (ПТ). Играта завършва с Внезапна смърт, когато Времето изтече, с капитулация на едната страна или по условие на жетон за Цел.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay — {scenario}</source>
        <translation>Възпроизвеждане — {scenario}</translation>
    </message>
    <message>
        <source>As the Axis saw it</source>
        <translation>Както я е виждала Оста</translation>
    </message>
    <message>
        <source>As the Allies saw it</source>
        <translation>Както са я виждали Съюзниците</translation>
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
        <translation>Преоразмеряване на картата</translation>
    </message>
    <message>
        <source>The top-left corner stays: hexes added are Open Ground at level 0.</source>
        <translation>Горният ляв ъгъл остава: добавените хексове са Открит терен на ниво 0.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Колони</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Редове</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules reference</source>
        <translation>Справочник на правилата</translation>
    </message>
    <message>
        <source>Filter: a rule id or a word, e.g. O20 or Cover</source>
        <translation>Филтър: номер на правило или дума, напр. O20 или Cover</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Заглавие</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Какво прави</translation>
    </message>
    <message>
        <source>The rules reference could not be read:
</source>
        <translation>Справочникът на правилата не можа да бъде прочетен:
</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Allied reinforcements arrive on Time space 3.</source>
        <translation>Подкрепленията на Съюзниците пристигат на поле 3 на Времето.</translation>
    </message>
    <message>
        <source>Allied reinforcements arrive on Time space 7, entering in or adjacent to road hex A9.</source>
        <translation>Подкрепленията на Съюзниците пристигат на поле 7 на Времето и влизат в или до хекса с Път A9.</translation>
    </message>
    <message>
        <source>Allied reinforcements arrive on Time spaces 2 to 5.</source>
        <translation>Подкрепленията на Съюзниците пристигат на полета от 2 до 5 на Времето.</translation>
    </message>
    <message>
        <source>Allied units set up in or adjacent to A2 and O1; Axis units in or adjacent to G10 and/or N10.</source>
        <translation>Единиците на Съюзниците се разполагат в или до A2 и O1; единиците на Оста — в или до G10 и/или N10.</translation>
    </message>
    <message>
        <source>An immobilised Sherman is represented by the Bunker, which may hold up to 4 figures.</source>
        <translation>Обездвиженият „Шерман“ се представя от Бункера, в който може да има до 4 фигури.</translation>
    </message>
    <message>
        <source>Axis Wire goes in or next to Building hexes.</source>
        <translation>Бодливата тел на Оста се поставя в или до хексове със Сгради.</translation>
    </message>
    <message>
        <source>Bessarabia</source>
        <translation>Бесарабия</translation>
    </message>
    <message>
        <source>Bessarabian Nights</source>
        <translation>Бесарабски нощи</translation>
    </message>
    <message>
        <source>Bocage: crossing a Hedge costs 2 extra MP, and a Hedge gives Cover 2.</source>
        <translation>Бокаж: пресичането на Жив плет струва 2 ТД повече, а Живият плет дава Прикритие 2.</translation>
    </message>
    <message>
        <source>Bonfire of the NKVD</source>
        <translation>Клада на НКВД</translation>
    </message>
    <message>
        <source>Both sides set up at the same time and out of each other&apos;s sight.</source>
        <translation>Двете страни се разполагат едновременно и скрито една от друга.</translation>
    </message>
    <message>
        <source>Breakout Dance</source>
        <translation>Танц на пробива</translation>
    </message>
    <message>
        <source>Breakout: only the Axis scores VP for exiting units.</source>
        <translation>Пробив: само Оста печели ПТ за единици, излезли от картата.</translation>
    </message>
    <message>
        <source>Brest-Litovsk, Russia</source>
        <translation>Брест-Литовск, Русия</translation>
    </message>
    <message>
        <source>Caves give the Axis a bonus involving Sniper results.</source>
        <translation>Пещерите дават на Оста предимство при резултати „Снайпер“.</translation>
    </message>
    <message>
        <source>Closed for Renovation</source>
        <translation>Затворено за ремонт</translation>
    </message>
    <message>
        <source>Cold Front</source>
        <translation>Студен фронт</translation>
    </message>
    <message>
        <source>Commando School</source>
        <translation>Школа за командоси</translation>
    </message>
    <message>
        <source>Commandos: Allied units add 1 in Melee.</source>
        <translation>Командоси: единиците на Съюзниците добавят 1 в ръкопашния бой.</translation>
    </message>
    <message>
        <source>Cpt. Egorov sets up in the command post hex N5.</source>
        <translation>Капитан Егоров се разполага в хекса на командния пункт N5.</translation>
    </message>
    <message>
        <source>Deep frost: one German weapon starts broken and no new Fortifications may be placed.</source>
        <translation>Силен студ: едно германско Оръжие започва повредено и не могат да се поставят нови Укрепления.</translation>
    </message>
    <message>
        <source>Fat Lipki</source>
        <translation>Дебелите Липки</translation>
    </message>
    <message>
        <source>Fog: every hex has Hindrance 3 until a Breeze event lifts it.</source>
        <translation>Мъгла: всеки хекс има Пречка 3, докато събитие „Вятър“ не я разсее.</translation>
    </message>
    <message>
        <source>Hedgerows &amp; Hand Grenades</source>
        <translation>Живи плетове и ръчни гранати</translation>
    </message>
    <message>
        <source>Hitdorf, Germany</source>
        <translation>Хитдорф, Германия</translation>
    </message>
    <message>
        <source>Hold the Line</source>
        <translation>Удръжте линията</translation>
    </message>
    <message>
        <source>Humain, Belgium</source>
        <translation>Юмен, Белгия</translation>
    </message>
    <message>
        <source>Lipki, Russia</source>
        <translation>Липки, Русия</translation>
    </message>
    <message>
        <source>Lt. Blankenship acts as a forward observer and is placed after the other Allied units.</source>
        <translation>Лейтенант Бланкеншип действа като преден наблюдател и се поставя след останалите единици на Съюзниците.</translation>
    </message>
    <message>
        <source>Mines attack with 8 FP; the Axis may choose a lower strength.</source>
        <translation>Мините атакуват с 8 ОМ; Оста може да избере по-малка сила.</translation>
    </message>
    <message>
        <source>Misty Mountain</source>
        <translation>Мъглива планина</translation>
    </message>
    <message>
        <source>Monte Castello, Italy</source>
        <translation>Монте Кастело, Италия</translation>
    </message>
    <message>
        <source>Night: the Axis may discard only 1 card, and Fire Attacks weaken with range.</source>
        <translation>Нощ: Оста може да изхвърли само 1 карта, а огневите атаки отслабват с разстоянието.</translation>
    </message>
    <message>
        <source>No exit VP are scored; Objective chits R and W are not used.</source>
        <translation>Не се печелят ПТ за излизане от картата; жетоните за Цел R и W не се използват.</translation>
    </message>
    <message>
        <source>Novorossiysk, Russia</source>
        <translation>Новоросийск, Русия</translation>
    </message>
    <message>
        <source>Objective chit W is not used.</source>
        <translation>Жетонът за Цел W не се използва.</translation>
    </message>
    <message>
        <source>Objective chits R, V and X are not used.</source>
        <translation>Жетоните за Цел R, V и X не се използват.</translation>
    </message>
    <message>
        <source>Objective chits V, W and X are not used.</source>
        <translation>Жетоните за Цел V, W и X не се използват.</translation>
    </message>
    <message>
        <source>Paralyzed from the West Down</source>
        <translation>Парализирани от запад</translation>
    </message>
    <message>
        <source>Partisans: every terrain type costs 1 MP to enter.</source>
        <translation>Партизани: влизането във всеки вид терен струва 1 ТД.</translation>
    </message>
    <message>
        <source>Pont-Hebert, Normandy, France</source>
        <translation>Пон Ебер, Нормандия, Франция</translation>
    </message>
    <message>
        <source>Reinforcements arrive on Time spaces 3 to 6.</source>
        <translation>Подкрепленията пристигат на полета от 3 до 6 на Времето.</translation>
    </message>
    <message>
        <source>Rush to Contact</source>
        <translation>Устрем към контакт</translation>
    </message>
    <message>
        <source>Snow: entering Open Ground costs 1.5 MP.</source>
        <translation>Сняг: влизането в Открит терен струва 1,5 ТД.</translation>
    </message>
    <message>
        <source>St. Jean de Daye, France</source>
        <translation>Сен Жан дьо Де, Франция</translation>
    </message>
    <message>
        <source>Staritsa, Russia</source>
        <translation>Старица, Русия</translation>
    </message>
    <message>
        <source>Ste-Mere-Eglise, France</source>
        <translation>Сент Мер Еглиз, Франция</translation>
    </message>
    <message>
        <source>The Allied Light Mortar is a captured German weapon.</source>
        <translation>Лекият миномет на Съюзниците е пленено германско Оръжие.</translation>
    </message>
    <message>
        <source>The Allied Satchel Charges represent captured Panzerfausts.</source>
        <translation>Взривните заряди на Съюзниците представляват пленени фаустпатрони.</translation>
    </message>
    <message>
        <source>The Allied Wire is placed after the Axis has set up.</source>
        <translation>Бодливата тел на Съюзниците се поставя, след като Оста се е разположила.</translation>
    </message>
    <message>
        <source>The Allies begin with Russian Fate card 31 in hand.</source>
        <translation>Съюзниците започват с руската карта на Съдбата 31 в ръка.</translation>
    </message>
    <message>
        <source>The Allies set up by drawing Random Hexes.</source>
        <translation>Съюзниците се разполагат, като теглят Случайни хексове.</translation>
    </message>
    <message>
        <source>The Allies take the first turn; the Axis begins with the Initiative card and may give up the Initiative.</source>
        <translation>Съюзниците играят първи; Оста започва с картата за Инициатива и може да се откаже от Инициативата.</translation>
    </message>
    <message>
        <source>The Allies use the American Fate deck.</source>
        <translation>Съюзниците използват Американското тесте на Съдбата.</translation>
    </message>
    <message>
        <source>The Axis IG 18 gun sets up hidden.</source>
        <translation>Оръдието IG 18 на Оста се разполага скрито.</translation>
    </message>
    <message>
        <source>The Axis begins with German Fate card 65 in hand.</source>
        <translation>Оста започва с германската карта на Съдбата 65 в ръка.</translation>
    </message>
    <message>
        <source>The Axis starts with 1 Order per turn, gains 1 more with each Time advance, up to 3.</source>
        <translation>Оста започва с 1 Заповед на Ход и получава още 1 при всяко напредване на Времето, до 3.</translation>
    </message>
    <message>
        <source>The German engineers carry the Flamethrower and the Satchel Charge.</source>
        <translation>Германските Сапьори носят Огнехвъргачката и Взривния заряд.</translation>
    </message>
    <message>
        <source>The Wire and Mines start in fixed hexes.</source>
        <translation>Бодливата тел и Мините започват в определени хексове.</translation>
    </message>
    <message>
        <source>US counters stand in for the Brazilian forces.</source>
        <translation>Американските пулове заместват бразилските сили.</translation>
    </message>
    <message>
        <source>Velikiye-Luki, Russia</source>
        <translation>Велики Луки, Русия</translation>
    </message>
    <message>
        <source>Winter camouflage gives the Allies a bonus to Concealment.</source>
        <translation>Зимният камуфлаж дава на Съюзниците бонус към Маскировката.</translation>
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
        <translation>посочва карта {scenario_map}, но идентификаторът на картата е {map_id}</translation>
    </message>
    <message>
        <source>not a scenario or map file</source>
        <translation>това не е файл на сценарий или карта</translation>
    </message>
    <message>
        <source>the scenario has problems: save it as a draft ({suffix}) or fix them first</source>
        <translation>сценарият има проблеми: запазете го като чернова ({suffix}) или първо ги поправете</translation>
    </message>
    <message>
        <source>the scenario file would overwrite its own map: choose another name</source>
        <translation>файлът на сценария би презаписал собствената си карта: изберете друго име</translation>
    </message>
</context>
<context>
    <name>ScenarioHelp</name>
    <message>
        <source>Briefing</source>
        <translation>Брифинг</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Axis notes</source>
        <translation>Бележки за Оста</translation>
    </message>
    <message>
        <source>Allied notes</source>
        <translation>Бележки за Съюзниците</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Специални правила</translation>
    </message>
    <message>
        <source>This scenario has no briefing, notes or special rules.</source>
        <translation>Този сценарий няма брифинг, бележки или специални правила.</translation>
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
        <translation>Показване</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Както в системата</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Език</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светла</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тъмна</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Палитра</translation>
    </message>
    <message>
        <source>Full: every roll&apos;s arithmetic and rule ids</source>
        <translation>Пълен: изчисленията при всяко хвърляне и номерата на правилата</translation>
    </message>
    <message>
        <source>Brief: results without rule ids</source>
        <translation>Кратък: резултати без номера на правила</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Дневник на играта</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Fast (no pause)</source>
        <translation>Бързо (без пауза)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Нормално</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Бавно</translation>
    </message>
    <message numerus="yes">
        <source>%n ms</source>
        <translation>
            <numerusform>%n мс</numerusform>
            <numerusform>%n мс</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer &amp;moves</source>
        <translation>&amp;Ходове на компютъра</translation>
    </message>
    <message>
        <source>Hide the board between players</source>
        <translation>Скриване на полето между играчите</translation>
    </message>
    <message>
        <source>No hand-off screen (one person plays both)</source>
        <translation>Без екран за предаване (един човек играе и за двете страни)</translation>
    </message>
    <message>
        <source>&amp;Hand-off</source>
        <translation>П&amp;редаване</translation>
    </message>
    <message numerus="yes">
        <source> old game(s)</source>
        <translation>
            <numerusform> стара игра</numerusform>
            <numerusform> стари игри</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save your settings to {file}:

{reason}

The new settings apply until you close the app; the old settings file is left as it was.</source>
        <translation>Настройките не могат да се запишат в {file}:

{reason}

Новите настройки важат, докато не затворите програмата; старият файл с настройки е оставен непроменен.</translation>
    </message>
    <message>
        <source>Autosaves of earlier games kept when a new game starts (the current game is always autosaved)</source>
        <translation>Колко автоматични записа на предишни игри да се пазят при започване на нова игра (текущата игра винаги се записва автоматично)</translation>
    </message>
    <message>
        <source>&amp;Autosaves kept</source>
        <translation>Пазени &amp;автозаписи</translation>
    </message>
    <message>
        <source>Stops of a new game</source>
        <translation>Паузи на нова игра</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавишни комбинации</translation>
    </message>
    <message>
        <source>Take the choice with that number</source>
        <translation>Избор на опцията с този номер</translation>
    </message>
    <message>
        <source>Draw a line of sight</source>
        <translation>Прокарване на линия на видимост</translation>
    </message>
    <message>
        <source>Right-drag on the board</source>
        <translation>Плъзгане с десния бутон по полето</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Мащаб</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Колелцето на мишката</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
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
        <translation>{piece} с {weapon}</translation>
    </message>
    <message>
        <source>{piece} in {hexes}</source>
        <translation>{piece} в {hexes}</translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>дълбочина {depth}</translation>
    </message>
    <message>
        <source>in or next to {hexes}</source>
        <translation>в или до {hexes}</translation>
    </message>
    <message>
        <source>Nation</source>
        <extracomment>Each form label and the function giving its text (see :meth:`retranslate`).</extracomment>
        <translation>Нация</translation>
    </message>
    <message>
        <source>Fate deck</source>
        <translation>Тесте на Съдбата</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>Orders per turn</source>
        <translation>Заповеди на Ход</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Заповеди</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Размер на ръката</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Качество</translation>
    </message>
    <message>
        <source>Surrender space</source>
        <translation>Поле за капитулация</translation>
    </message>
    <message>
        <source>Friendly edge</source>
        <translation>Собствен ръб</translation>
    </message>
    <message>
        <source>Secret Objective chits</source>
        <translation>Тайни жетони за Цели</translation>
    </message>
    <message>
        <source>Secret chits</source>
        <translation>Тайни жетони</translation>
    </message>
    <message>
        <source>Opening cards</source>
        <translation>Начални карти</translation>
    </message>
    <message>
        <source>Notes for this side</source>
        <translation>Бележки за тази страна</translation>
    </message>
    <message>
        <source>Side notes</source>
        <translation>Бележки на страната</translation>
    </message>
    <message>
        <source>Depth from the edge (0: none)</source>
        <translation>Дълбочина от ръба (0: няма)</translation>
    </message>
    <message>
        <source>Setup depth</source>
        <translation>Дълбочина на разполагане</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Хексове</translation>
    </message>
    <message>
        <source>Setup hexes</source>
        <translation>Хексове за разполагане</translation>
    </message>
    <message>
        <source>In or next to</source>
        <translation>В или до</translation>
    </message>
    <message>
        <source>Setup anchors</source>
        <translation>Опорни хексове за разполагане</translation>
    </message>
    <message>
        <source>Hidden from the other side</source>
        <translation>Скрито от другата страна</translation>
    </message>
    <message>
        <source>Fortifications placed after the other side has set up</source>
        <translation>Укрепленията се поставят след разполагането на другата страна</translation>
    </message>
    <message>
        <source>type</source>
        <extracomment>The zone&apos;s room against the side&apos;s pieces (the window writes it).</extracomment>
        <translation>вид</translation>
    </message>
    <message>
        <source>count</source>
        <translation>брой</translation>
    </message>
    <message>
        <source>name</source>
        <translation>име</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оръжие</translation>
    </message>
    <message>
        <source>Time space</source>
        <translation>Поле на времето</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Брой</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Carries</source>
        <translation>Носи</translation>
    </message>
    <message>
        <source>Arrives on Time</source>
        <translation>Пристига на време</translation>
    </message>
    <message>
        <source>Enters within (0: the edge)</source>
        <translation>Влиза в рамките на (0: ръба)</translation>
    </message>
    <message>
        <source>Enters in hexes</source>
        <translation>Влиза в хексове</translation>
    </message>
    <message>
        <source>Enters in or next to</source>
        <translation>Влиза в или до</translation>
    </message>
    <message>
        <source>Setup zone</source>
        <translation>Зона за разполагане</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>Боен състав</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Подкрепления</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Време</translation>
    </message>
    <message>
        <source>The order of battle. Select a row, then use the board&apos;s &apos;Place pieces&apos; tool to put its pieces on fixed hexes</source>
        <translation>Бойният състав. Изберете ред, след това използвайте инструмента „Поставяне на жетони“ на полето, за да поставите жетоните му в определени хексове</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавяне</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Премахване</translation>
    </message>
    <message>
        <source>e.g. Sgt. Biermann (Leaders)</source>
        <translation>напр. серж. Бирман (Лидери)</translation>
    </message>
    <message>
        <source>Time space on which the selected kind of piece arrives as a reinforcement</source>
        <translation>Поле на Времето, на което избраният вид жетон пристига като подкрепление</translation>
    </message>
    <message>
        <source>Add as reinforcement</source>
        <translation>Добавяне като подкрепление</translation>
    </message>
    <message>
        <source>Add to the selected group</source>
        <translation>Добавяне към избраната група</translation>
    </message>
    <message>
        <source>Add the selected kind of piece to the group of the selected reinforcement: it arrives on the same Time space and enters in the same zone [6.1.2]</source>
        <translation>Добавяне на избрания вид жетон към групата на избраното подкрепление: той пристига на същото поле на Времето и влиза в същата зона [6.1.2]</translation>
    </message>
    <message>
        <source>Remove reinforcement</source>
        <translation>Премахване на подкрепление</translation>
    </message>
    <message>
        <source>e.g. A1, B2</source>
        <translation>напр. A1, B2</translation>
    </message>
    <message>
        <source>Hexes in from the friendly edge where the selected reinforcements enter; 0 with no hexes: anywhere along the friendly edge [6.1.2]</source>
        <translation>Хексове навътре от собствения ръб, където влизат избраните подкрепления; 0 без хексове: навсякъде по собствения ръб [6.1.2]</translation>
    </message>
    <message>
        <source>Time {time}: {piece}</source>
        <translation>Време {time}: {piece}</translation>
    </message>
    <message>
        <source>{reinforcement}, entering in {zone}</source>
        <translation>{reinforcement}, вход: {zone}</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(нищо)</translation>
    </message>
    <message>
        <source>Set the {field} of a reinforcement</source>
        <translation>Задаване на подкреплението: {field}</translation>
    </message>
    <message>
        <source>entry zone</source>
        <translation>зона на влизане</translation>
    </message>
    <message>
        <source>{edit}: not done: {problem}</source>
        <translation>{edit}: не е изпълнено: {problem}</translation>
    </message>
    <message>
        <source>Set the nation to {nation}</source>
        <translation>Смяна на нацията с {nation}</translation>
    </message>
    <message>
        <source>The pieces now belong to {nation}:

{changes}

Edit &gt; Undo puts the nation and the pieces back.</source>
        <translation>Фигурите вече са на {nation}:

{changes}

Редактиране &gt; Отмяна връща нацията и фигурите.</translation>
    </message>
    <message>
        <source>Set the {field} of a piece</source>
        <translation>Промяна на жетон: {field}</translation>
    </message>
    <message>
        <source>Add {piece}</source>
        <translation>Добавяне: {piece}</translation>
    </message>
    <message>
        <source>Remove a piece</source>
        <translation>Премахване на жетон</translation>
    </message>
    <message>
        <source>Add {piece} as a reinforcement</source>
        <translation>Добавяне като подкрепление: {piece}</translation>
    </message>
    <message>
        <source>Add {piece} to a reinforcement group</source>
        <translation>Добавяне към група подкрепления: {piece}</translation>
    </message>
    <message>
        <source>Remove a reinforcement</source>
        <translation>Премахване на подкрепление</translation>
    </message>
    <message>
        <source>Select a piece of the order of battle to place it</source>
        <translation>Изберете жетон от бойния състав, за да го поставите</translation>
    </message>
    <message>
        <source>A Weapon goes to a unit and a Radio to the Artillery Box: neither is placed on a hex</source>
        <translation>Оръжието се дава на единица, Радиото отива в полето за артилерия: нито едното не се поставя в хекс</translation>
    </message>
    <message numerus="yes">
        <source>All %n of these pieces are placed: click a placed hex to take one off</source>
        <translation>
            <numerusform>Всички жетони от този вид (%n) са поставени: щракнете върху зает хекс, за да премахнете един</numerusform>
            <numerusform>Всички жетони от този вид (%n) са поставени: щракнете върху зает хекс, за да премахнете един</numerusform>
        </translation>
    </message>
    <message>
        <source>Place a piece in {hex}</source>
        <translation>Поставяне на жетон в {hex}</translation>
    </message>
</context>
<context>
    <name>Stops</name>
    <message>
        <source>Op Fire after enemy moves</source>
        <extracomment>Each stop&apos;s label and tooltip [rule ids of the windows it governs] (translated when shown).</extracomment>
        <translation>Огън при възможност след движения на противника</translation>
    </message>
    <message>
        <source>Ask whether to Op Fire after each expenditure of MP by the enemy [O14].</source>
        <translation>Питай дали да се открие Огън при възможност след всеки разход на точки за движение от противника [O14].</translation>
    </message>
    <message>
        <source>Initiative re-roll after rolls</source>
        <translation>Ново хвърляне с Инициативата след хвърляния</translation>
    </message>
    <message>
        <source>Ask whether to use the Initiative card after each roll [9.1].</source>
        <translation>Питай дали да се използва картата за Инициатива след всяко хвърляне [9.1].</translation>
    </message>
    <message>
        <source>Actions during Fire Attacks</source>
        <translation>Действия по време на огневи атаки</translation>
    </message>
    <message>
        <source>Ask for Actions before attack and Defense rolls and when a Squad would break [A24.1].</source>
        <translation>Питай за Действия преди хвърлянията за атака и защита и когато отделение би се разбило [A24.1].</translation>
    </message>
    <message>
        <source>Actions during Move, Advance, Melee, Pass and Time</source>
        <translation>Действия по време на Движение, Настъпление, Ръкопашен бой, Пас и Време</translation>
    </message>
    <message>
        <source>Ask for Hidden Mines/Wire, Smoke Grenades, Assault Fire, Ambush, Demolitions, Hidden Unit and Dig In at their moments [A24.1].</source>
        <translation>Питай за Скрити мини/бодлива тел, Димни гранати, Щурмов огън, Засада, Подривни заряди, Скрита единица и Окопаване в съответните моменти [A24.1].</translation>
    </message>
    <message>
        <source>Always ask</source>
        <translation>Винаги питай</translation>
    </message>
    <message>
        <source>Ask when the situation allows it</source>
        <translation>Питай, когато ситуацията го позволява</translation>
    </message>
    <message>
        <source>Ask when a new roll could change the result</source>
        <translation>Питай, когато ново хвърляне може да промени резултата</translation>
    </message>
    <message>
        <source>Never ask</source>
        <translation>Никога не питай</translation>
    </message>
</context>
<context>
    <name>StopsDialog</name>
    <message>
        <source>{side} stops</source>
        <translation>Паузи: {side}</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>.50 cal MG</source>
        <translation>12,7-мм картечница</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Приемане</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Активиране</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавяне</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Настъпление</translation>
    </message>
    <message>
        <source>Air Support</source>
        <translation>Въздушна поддръжка</translation>
    </message>
    <message>
        <source>Air strike</source>
        <translation>Въздушен удар</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Съюзниците</translation>
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
        <translation>Американци</translation>
    </message>
    <message>
        <source>American Fate deck</source>
        <translation>Американско тесте на Съдбата</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Въоръжаване</translation>
    </message>
    <message>
        <source>Artillery Denied</source>
        <translation>Отказана артилерия</translation>
    </message>
    <message>
        <source>Artillery Request</source>
        <translation>Заявка за артилерия</translation>
    </message>
    <message>
        <source>Assault</source>
        <translation>Щурмоваци</translation>
    </message>
    <message>
        <source>Assault Fire</source>
        <translation>Щурмов огън</translation>
    </message>
    <message>
        <source>Assault fire</source>
        <translation>Щурмов огън</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Оста</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Barrage</source>
        <translation>Заградителен огън</translation>
    </message>
    <message>
        <source>Battle Harden</source>
        <translation>Закалени в боя</translation>
    </message>
    <message>
        <source>Battlefield Integrity</source>
        <translation>Бойна устойчивост</translation>
    </message>
    <message>
        <source>Blaze</source>
        <translation>Пожар</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <translation>Мина капан</translation>
    </message>
    <message>
        <source>Bore Sighting</source>
        <translation>Пристрелване</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Разбиване</translation>
    </message>
    <message>
        <source>Break weapon</source>
        <translation>Повреждане на оръжие</translation>
    </message>
    <message>
        <source>Breeze</source>
        <translation>Вятър</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Мост</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Храсти</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Сграда</translation>
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
        <translation>Открита страна на хекса</translation>
    </message>
    <message>
        <source>Cliff</source>
        <translation>Урва</translation>
    </message>
    <message>
        <source>Command &amp; Control</source>
        <translation>Командване и контрол</translation>
    </message>
    <message>
        <source>Command Confusion</source>
        <translation>Объркване в командването</translation>
    </message>
    <message>
        <source>Commissar</source>
        <translation>Комисар</translation>
    </message>
    <message>
        <source>Concealment</source>
        <translation>Маскировка</translation>
    </message>
    <message>
        <source>Conscript</source>
        <translation>Наборници</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продължаване</translation>
    </message>
    <message>
        <source>Corporal X</source>
        <translation>Ефрейтор X</translation>
    </message>
    <message>
        <source>Corporal Y</source>
        <translation>Ефрейтор Y</translation>
    </message>
    <message>
        <source>Cower</source>
        <translation>Малодушие</translation>
    </message>
    <message>
        <source>Crossfire</source>
        <translation>Кръстосан огън</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Отбрана</translation>
    </message>
    <message>
        <source>Demolitions</source>
        <translation>Подривни заряди</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Разгръщане</translation>
    </message>
    <message>
        <source>Dig In</source>
        <translation>Окопаване</translation>
    </message>
    <message>
        <source>Dig in</source>
        <translation>Окопаване</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Изхвърляне</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Draw smoke</source>
        <translation>Поставяне на дим</translation>
    </message>
    <message>
        <source>Dust</source>
        <translation>Прах</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Елиминиране</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Елитни</translation>
    </message>
    <message>
        <source>Elite Rifle</source>
        <translation>Елитни стрелци</translation>
    </message>
    <message>
        <source>Elite Team</source>
        <translation>Елитен екип</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Край на Хода</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Сапьори</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Влизане</translation>
    </message>
    <message>
        <source>Entrench</source>
        <translation>Окопи</translation>
    </message>
    <message>
        <source>Event!</source>
        <translation>Събитие!</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Излизане от картата</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Ограда</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Нива</translation>
    </message>
    <message>
        <source>Field Promotion</source>
        <translation>Повишение на бойното поле</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Огън</translation>
    </message>
    <message>
        <source>Flamethrower</source>
        <translation>Огнехвъргачка</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>Мъглата на войната</translation>
    </message>
    <message>
        <source>Fortify</source>
        <translation>Укрепяване</translation>
    </message>
    <message>
        <source>Foxholes</source>
        <translation>Стрелкови окопи</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Германци</translation>
    </message>
    <message>
        <source>German Fate deck</source>
        <translation>Германско тесте на Съдбата</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Германия</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Напред</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Новобранци</translation>
    </message>
    <message>
        <source>Green Team</source>
        <translation>Екип новобранци</translation>
    </message>
    <message>
        <source>Guards Rifle</source>
        <translation>Гвардейски стрелци</translation>
    </message>
    <message>
        <source>Guards SMG</source>
        <translation>Гвардейски автоматчици</translation>
    </message>
    <message>
        <source>Gully</source>
        <translation>Дере</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Оръдие</translation>
    </message>
    <message>
        <source>Hand Grenades</source>
        <translation>Ръчни гранати</translation>
    </message>
    <message>
        <source>Heavy MG</source>
        <translation>Тежка картечница</translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation>Жив плет</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Герой</translation>
    </message>
    <message>
        <source>Hidden Entrenchments</source>
        <translation>Скрити окопи</translation>
    </message>
    <message>
        <source>Hidden Mines</source>
        <translation>Скрити мини</translation>
    </message>
    <message>
        <source>Hidden Pillbox</source>
        <translation>Скрит ДОТ</translation>
    </message>
    <message>
        <source>Hidden Unit</source>
        <translation>Скрита единица</translation>
    </message>
    <message>
        <source>Hidden Wire</source>
        <translation>Скрита бодлива тел</translation>
    </message>
    <message>
        <source>Hidden unit</source>
        <translation>Скрита единица</translation>
    </message>
    <message>
        <source>IG 18 Gun</source>
        <translation>Оръдие IG 18</translation>
    </message>
    <message>
        <source>IG 33 Gun</source>
        <translation>Оръдие IG 33</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Попадение</translation>
    </message>
    <message>
        <source>Infantry Gun</source>
        <translation>Пехотно оръдие</translation>
    </message>
    <message>
        <source>Infiltration</source>
        <translation>Инфилтрация</translation>
    </message>
    <message>
        <source>Interdiction</source>
        <translation>Прихващане</translation>
    </message>
    <message>
        <source>Interrogation</source>
        <translation>Разпит</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Елемент</translation>
    </message>
    <message>
        <source>Jammed!</source>
        <translation>Засечка!</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Присъединяване</translation>
    </message>
    <message>
        <source>KIA</source>
        <translation>Убити в боя</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Лидер</translation>
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
        <translation>Лека картечница</translation>
    </message>
    <message>
        <source>Light Mortar</source>
        <translation>Лек миномет</translation>
    </message>
    <message>
        <source>Light Wounds</source>
        <translation>Леки рани</translation>
    </message>
    <message>
        <source>Light wounds</source>
        <translation>Леки рани</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Линейни</translation>
    </message>
    <message>
        <source>Line Team</source>
        <translation>Линеен екип</translation>
    </message>
    <message>
        <source>Malfunction</source>
        <translation>Неизправност</translation>
    </message>
    <message>
        <source>Marksmanship</source>
        <translation>Точна стрелба</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Блато</translation>
    </message>
    <message>
        <source>Medic!</source>
        <translation>Санитар!</translation>
    </message>
    <message>
        <source>Medium MG</source>
        <translation>Средна картечница</translation>
    </message>
    <message>
        <source>Medium Mortar</source>
        <translation>Среден миномет</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Ръкопашен бой</translation>
    </message>
    <message>
        <source>Mg</source>
        <translation>Картечница</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Опълчение</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Мини</translation>
    </message>
    <message>
        <source>Mission Objective</source>
        <translation>Цел на мисията</translation>
    </message>
    <message>
        <source>Molotov Cocktail</source>
        <translation>Коктейл Молотов</translation>
    </message>
    <message>
        <source>Mortar</source>
        <translation>Миномет</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Move together</source>
        <translation>Движение заедно</translation>
    </message>
    <message>
        <source>No Quarter</source>
        <translation>Без пощада</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>Без цел</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Няма</translation>
    </message>
    <message>
        <source>Op fire</source>
        <translation>Огън при възможност</translation>
    </message>
    <message>
        <source>Op fire first</source>
        <translation>Първо огън при възможност</translation>
    </message>
    <message>
        <source>Open Ground</source>
        <translation>Открит терен</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translation>Овощна градина</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Заповед</translation>
    </message>
    <message>
        <source>Pack Howitzer</source>
        <translation>Планинска гаубица</translation>
    </message>
    <message>
        <source>Parachute</source>
        <translation>Парашутисти</translation>
    </message>
    <message>
        <source>Paratroop</source>
        <translation>Десантници</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Pillbox</source>
        <translation>ДОТ</translation>
    </message>
    <message>
        <source>Pionier</source>
        <translation>Пионери</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Поставяне</translation>
    </message>
    <message>
        <source>Place hero</source>
        <translation>Поставяне на Герой</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Изиграване</translation>
    </message>
    <message>
        <source>Prisoners of War</source>
        <translation>Военнопленници</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Редник</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Повишаване</translation>
    </message>
    <message>
        <source>Radio 105-114mm</source>
        <translation>Радио 105-114 мм</translation>
    </message>
    <message>
        <source>Radio 120-140mm</source>
        <translation>Радио 120-140 мм</translation>
    </message>
    <message>
        <source>Radio 150-155mm</source>
        <translation>Радио 150-155 мм</translation>
    </message>
    <message>
        <source>Radio 183-203mm</source>
        <translation>Радио 183-203 мм</translation>
    </message>
    <message>
        <source>Radio 75-76mm</source>
        <translation>Радио 75-76 мм</translation>
    </message>
    <message>
        <source>Radio 81-88mm</source>
        <translation>Радио 81-88 мм</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Железопътна линия</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Събиране</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Разузнаване</translation>
    </message>
    <message>
        <source>Reconnaissance</source>
        <translation>Разузнаване</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Възстановяване</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Подкрепления</translation>
    </message>
    <message>
        <source>Relocate</source>
        <translation>Преместване</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Премахване</translation>
    </message>
    <message>
        <source>Remove smoke</source>
        <translation>Премахване на дим</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Ново хвърляне</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Отстъпление</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Разкриване</translation>
    </message>
    <message>
        <source>Rifle</source>
        <translation>Стрелци</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Път</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Бягство</translation>
    </message>
    <message>
        <source>Rout player</source>
        <translation>Бягство: играч</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Развалини</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Русия</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Руснаци</translation>
    </message>
    <message>
        <source>Russian Fate deck</source>
        <translation>Руско тесте на Съдбата</translation>
    </message>
    <message>
        <source>SMG</source>
        <translation>Автоматчици</translation>
    </message>
    <message>
        <source>SS</source>
        <translation>СС</translation>
    </message>
    <message>
        <source>Sappers</source>
        <translation>Сапьори</translation>
    </message>
    <message>
        <source>Satchel Charge</source>
        <translation>Взривен заряд</translation>
    </message>
    <message>
        <source>Scrounge</source>
        <translation>Резервни части</translation>
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
        <translation>Психологически шок</translation>
    </message>
    <message>
        <source>Shellholes</source>
        <translation>Кратери</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Стрелба</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Дим</translation>
    </message>
    <message>
        <source>Smoke Grenades</source>
        <translation>Димни гранати</translation>
    </message>
    <message>
        <source>Smoke grenades</source>
        <translation>Димни гранати</translation>
    </message>
    <message>
        <source>Snipe</source>
        <translation>Снайперски изстрел</translation>
    </message>
    <message>
        <source>Sniper!</source>
        <translation>Снайпер!</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Пристрелочен изстрел</translation>
    </message>
    <message>
        <source>Spray Fire</source>
        <translation>Огън с откоси</translation>
    </message>
    <message>
        <source>Spray fire</source>
        <translation>Огън с откоси</translation>
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
        <translation>Стратегическа цел</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Поток</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Поддръжка</translation>
    </message>
    <message>
        <source>Suppressing Fire</source>
        <translation>Подтискащ огън</translation>
    </message>
    <message>
        <source>Sustained Fire</source>
        <translation>Продължителен огън</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цел</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Екип</translation>
    </message>
    <message>
        <source>Time space</source>
        <translation>Поле на Времето</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Време!</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Пътека</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Предаване</translation>
    </message>
    <message>
        <source>Trench</source>
        <translation>Траншея</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Единица</translation>
    </message>
    <message>
        <source>Volksgrenadier</source>
        <translation>Фолксгренадири</translation>
    </message>
    <message>
        <source>Walking Wounded</source>
        <translation>Ходещи ранени</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Стена</translation>
    </message>
    <message>
        <source>Water Barrier</source>
        <translation>Водна преграда</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оръжие</translation>
    </message>
    <message>
        <source>Weapon Team</source>
        <translation>Разчет</translation>
    </message>
    <message>
        <source>White Phosphorus</source>
        <translation>Бял фосфор</translation>
    </message>
    <message>
        <source>Wire</source>
        <translation>Бодлива тел</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Гора</translation>
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
        <translation>Прерисуване</translation>
    </message>
    <message>
        <source>&amp;Trace a picture of a printed map…</source>
        <translation>&amp;Прерисуване на изображение на печатна карта…</translation>
    </message>
</context>
<context>
    <name>TracingPanel</name>
    <message>
        <source>Picture of a printed map</source>
        <translation>Изображение на печатна карта</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Зареждане…</translation>
    </message>
    <message>
        <source>no picture: it is never saved in the map</source>
        <translation>няма изображение: то никога не се записва в картата</translation>
    </message>
    <message>
        <source>Show the picture</source>
        <translation>Показване на изображението</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Непрозрачност</translation>
    </message>
    <message>
        <source>Grid: three centre dots</source>
        <translation>Мрежа: три централни точки</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Посочване</translation>
    </message>
    <message>
        <source>Then click this hex&apos;s centre dot on the picture</source>
        <translation>След това щракнете върху централната точка на този хекс в изображението</translation>
    </message>
    <message>
        <source>Snap to the dots near the grid</source>
        <translation>Прилепване към точките близо до мрежата</translation>
    </message>
    <message>
        <source>Fit the grid</source>
        <translation>Напасване на мрежата</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Цветове</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>открит терен</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>roofs</source>
        <translation>покриви</translation>
    </message>
    <message>
        <source>brush</source>
        <translation>храсти</translation>
    </message>
    <message>
        <source>field</source>
        <translation>нива</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>блато</translation>
    </message>
    <message>
        <source>orchard trees</source>
        <translation>дървета на овощна градина</translation>
    </message>
    <message>
        <source>dots and lines (ignored)</source>
        <translation>точки и линии (пренебрегват се)</translation>
    </message>
    <message>
        <source>hill level {level}</source>
        <translation>ниво на хълма {level}</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Вземане</translation>
    </message>
    <message>
        <source>Then click the picture to take its colour</source>
        <translation>След това щракнете върху изображението, за да вземете цвета му</translation>
    </message>
    <message>
        <source>Trace the picture</source>
        <translation>Прерисуване на изображението</translation>
    </message>
    <message>
        <source>Load a picture of a printed map</source>
        <translation>Зареждане на изображение на печатна карта</translation>
    </message>
    <message>
        <source>Pictures ({patterns})</source>
        <translation>Изображения ({patterns})</translation>
    </message>
    <message>
        <source>{file} is not a picture this program can read</source>
        <translation>{file} не е изображение, което програмата може да прочете</translation>
    </message>
    <message>
        <source>pixel ({x}, {y})</source>
        <translation>пиксел ({x}, {y})</translation>
    </message>
    <message>
        <source>Name three hexes of this map and click their centre dots first.</source>
        <translation>Първо посочете три хекса от тази карта и щракнете върху централните им точки.</translation>
    </message>
    <message>
        <source>These three dots lie on one line: click dots in two columns.</source>
        <translation>Тези три точки лежат на една права: щракнете върху точки в две колони.</translation>
    </message>
    <message>
        <source>Not fitted yet.</source>
        <translation>Мрежата още не е напасната.</translation>
    </message>
    <message>
        <source>Fitted to {found} of {count} centre dots, the farthest {error} pixels off.</source>
        <translation>Напаснато по централни точки: {found} от {count}, най-далечната е на {error} пиксела.</translation>
    </message>
    <message>
        <source>Fitted to the three dots clicked.</source>
        <translation>Напаснато по трите посочени точки.</translation>
    </message>
    <message>
        <source>Traced. Art drawn again from the terrain, as the rules want: {hexes}.</source>
        <translation>Прерисувано. Рисунката е начертана наново според терена, както искат правилата: {hexes}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>няма</translation>
    </message>
</context>
</TS>
