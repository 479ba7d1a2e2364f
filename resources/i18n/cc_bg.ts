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
</context>
<context>
    <name>Board</name>
    <message>
        <source>{a} → {b}: {explanation}</source>
        <extracomment>Line colour per verdict: green clear, amber hindered, red blocked.</extracomment>
        <translation>{a} → {b}: {explanation}</translation>
    </message>
    <message>
        <source>Objective {number} [7.3]</source>
        <extracomment>The first hex id of the multi-hex building or wood this hex belongs to; all its hexes share a roof colour.</extracomment>
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
        <source>Smoke {value}: Hindrance into, out of and through [T94, 10.3.4]</source>
        <extracomment>Counter colours by nation (close to the colours of their Fate decks [1]).</extracomment>
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
    <name>Choices</name>
    <message>
        <source>Accept the roll</source>
        <extracomment>Choice kinds whose first argument is a card of the deciding player&apos;s hand. Labels of the choices that take no argument (translated when shown).</extracomment>
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
        <source>Axis</source>
        <extracomment>Qt&apos;s marker of a text for ``pyside6-lupdate`` (it returns the text as it is), typed.</extracomment>
        <translation>Оста</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Съюзниците</translation>
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
        <source>Field</source>
        <translation>Нива</translation>
    </message>
    <message>
        <source>Gully</source>
        <translation>Дере</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Блато</translation>
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
        <source>Stream</source>
        <translation>Поток</translation>
    </message>
    <message>
        <source>Water Barrier</source>
        <translation>Водна преграда</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Железопътна линия</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Път</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Пътека</translation>
    </message>
    <message>
        <source>Cliff</source>
        <translation>Урва</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Ограда</translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation>Жив плет</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Стена</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Открита</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Разузнаване</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Отбрана</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Елитни</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Линейни</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Новобранци</translation>
    </message>
    <message>
        <source>Bunker</source>
        <translation>Бункер</translation>
    </message>
    <message>
        <source>Foxholes</source>
        <translation>Стрелкови окопи</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Мини</translation>
    </message>
    <message>
        <source>Pillbox</source>
        <translation>ДОТ</translation>
    </message>
    <message>
        <source>Trench</source>
        <translation>Траншея</translation>
    </message>
    <message>
        <source>Wire</source>
        <translation>Бодлива тел</translation>
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
        <extracomment>The window&apos;s title in English (``cc-designer`` uses it before any window is open). The board tools: id, button text, tooltip (English, translated where shown in the ``DesignerTools`` context).</extracomment>
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
</context>
<context>
    <name>DesignerWindow</name>
    <message>
        <source>(nothing)</source>
        <extracomment>Each form label and the function giving its text (see :meth:`retranslate`).</extracomment>
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
        <source>Random open chits</source>
        <translation>Случайни открити жетони</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Специални правила</translation>
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
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
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
        <source>Allies forces</source>
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
        <source>Objective {number} in {hex}</source>
        <translation>Цел {number} в {hex}</translation>
    </message>
    <message>
        <source>Clear Objective {number}</source>
        <translation>Премахване на Цел {number}</translation>
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
        <source>Saved {files}</source>
        <translation>Запазено: {files}</translation>
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
        <source>{field} ({path}): one per line, in your own words</source>
        <translation>{field} ({path}): по едно на ред, със свои думи</translation>
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
        <source>Click a card to mark what it can do now in the Decision list</source>
        <translation>Щракнете върху карта, за да отбележите в списъка „Решение“ какво може да направи тя сега</translation>
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
        <source>{side} discards ({count})</source>
        <translation>Изхвърлени: {side} ({count})</translation>
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
        <source>Opponent: {cards} cards in hand, {chits} secret chit(s)</source>
        <translation>Противник: карти в ръката — {cards}, тайни жетони — {chits}</translation>
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
        <source>{winner} wins — {reason}
Ended by: {how}
Final VP {vp:+d} (positive favours the Axis)

Where the VP came from:
{rows}</source>
        <translation>Победа за: {winner} — {reason}
Край чрез: {how}
Крайни ПТ {vp:+d} (положителните са в полза на Оста)

Откъде дойдоха ПТ:
{rows}</translation>
    </message>
    <message>
        <source>{count} choices here: pick one in the Decision list</source>
        <translation>Избори тук: {count}; изберете един в списъка „Решение“</translation>
    </message>
    <message numerus="yes">
        <source>#{card} can be played now: %n choice(s), in bold</source>
        <translation>
            <numerusform>#{card} може да се изиграе сега: %n избор, в удебелен шрифт</numerusform>
            <numerusform>#{card} може да се изиграе сега: %n избора, в удебелен шрифт</numerusform>
        </translation>
    </message>
    <message>
        <source>#{card} cannot be played now</source>
        <translation>#{card} не може да се изиграе сега</translation>
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
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>I am ready</source>
        <extracomment>A rule citation in a log line, &quot; [O20.3.4]&quot; or &quot; [3.1.4, T78.3]&quot; (hidden by a brief log).</extracomment>
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
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Quick start</source>
        <translation>&amp;Бърз старт</translation>
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
        <extracomment>The designer saves a scenario that does not validate yet as ``&lt;name&gt;.draft.json``. ``&quot;human&quot;`` or a computer level of :mod:`cc_engine.ai` for each side.</extracomment>
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
        <source>Computer</source>
        <translation>Компютър</translation>
    </message>
    <message>
        <source>Computer (random moves)</source>
        <translation>Компютър (случайни ходове)</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer, which sees only its own side&apos;s cards and plays by the same rules</source>
        <translation>Човек пред този екран или компютърът, който вижда само картите на своята страна и играе по същите правила</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Решения.&lt;/b&gt; Панелът „Решение“ винаги изброява онова, което правилата позволяват сега, и нищо друго. Щракнете два пъти върху избор, натиснете клавиша с номера му или щракнете върху осветения хекс или жетон на полето. Полето изобразява решението: линиите на огъня с огневата мощ (FP), точките за движение (MP) за всеки хекс, в който движещата се единица може да влезе, радиуса на Командване на Лидера.&lt;/p&gt;</translation>
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
        <source>Remove reinforcement</source>
        <translation>Премахване на подкрепление</translation>
    </message>
    <message>
        <source>Time {time}: {piece}</source>
        <translation>Време {time}: {piece}</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(нищо)</translation>
    </message>
    <message>
        <source>{edit}: not done: {problem}</source>
        <translation>{edit}: не е изпълнено: {problem}</translation>
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
        <source>Remove a reinforcement</source>
        <translation>Премахване на подкрепление</translation>
    </message>
    <message>
        <source>Select a piece of the order of battle to place it</source>
        <translation>Изберете жетон от бойния състав, за да го поставите</translation>
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
        <source>Ambush</source>
        <translation>Засада</translation>
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
        <source>Continue</source>
        <translation>Продължаване</translation>
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
        <source>End turn</source>
        <translation>Край на Хода</translation>
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
        <source>Go</source>
        <translation>Напред</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Новобранци</translation>
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
        <source>Impact</source>
        <translation>Попадение</translation>
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
        <source>Melee</source>
        <translation>Ръкопашен бой</translation>
    </message>
    <message>
        <source>Mg</source>
        <translation>Картечница</translation>
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
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Pillbox</source>
        <translation>ДОТ</translation>
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
        <source>Promote</source>
        <translation>Повишаване</translation>
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
</TS>
