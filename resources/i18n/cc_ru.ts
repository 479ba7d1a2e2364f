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
        <source>Smoke {value}: Hindrance into, out of and through [T94, 10.3.4]</source>
        <extracomment>Counter colours by nation (close to the colours of their Fate decks [1]).</extracomment>
        <translation>Дым {value}: Помеха в, из и через гексагон [T94, 10.3.4]</translation>
    </message>
    <message>
        <source>Blaze: impassable, blocks LOS at all levels [T79, 10.2.1]</source>
        <translation>Пламя: непроходимо, блокирует ЛВ на всех уровнях [T79, 10.2.1]</translation>
    </message>
    <message>
        <source>Spotting Round of a Fire For Effect [O18.2.1]</source>
        <translation>Пристрелочный выстрел артиллерийского удара [O18.2.1]</translation>
    </message>
    <message>
        <source>In the Impact area of the Fire For Effect [O18.2.3]</source>
        <translation>В зоне Воздействия артиллерийского удара [O18.2.3]</translation>
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
    <name>Choices</name>
    <message>
        <source>Accept the roll</source>
        <extracomment>Choice kinds whose first argument is a card of the deciding player&apos;s hand. Labels of the choices that take no argument (translated when shown).</extracomment>
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
        <source>Axis</source>
        <extracomment>Qt&apos;s marker of a text for ``pyside6-lupdate`` (it returns the text as it is), typed.</extracomment>
        <translation>Ось</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Союзники</translation>
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
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Gully</source>
        <translation>Канава</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Болото</translation>
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
        <source>Stream</source>
        <translation>Ручей</translation>
    </message>
    <message>
        <source>Water Barrier</source>
        <translation>Водная преграда</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Железная дорога</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Дорога</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Тропа</translation>
    </message>
    <message>
        <source>Cliff</source>
        <translation>Обрыв</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Изгородь</translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation>Живая изгородь</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Стена</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Открытая</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Разведка</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Оборона</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Элитные</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Линейные</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Новобранцы</translation>
    </message>
    <message>
        <source>Bunker</source>
        <translation>Бункер</translation>
    </message>
    <message>
        <source>Foxholes</source>
        <translation>Стрелковые ячейки</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Мины</translation>
    </message>
    <message>
        <source>Pillbox</source>
        <translation>ДОС</translation>
    </message>
    <message>
        <source>Trench</source>
        <translation>Траншеи</translation>
    </message>
    <message>
        <source>Wire</source>
        <translation>Проволока</translation>
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
        <extracomment>The window&apos;s title in English (``cc-designer`` uses it before any window is open). The board tools: id, button text, tooltip (English, translated where shown in the ``DesignerTools`` context).</extracomment>
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
</context>
<context>
    <name>DesignerWindow</name>
    <message>
        <source>(nothing)</source>
        <extracomment>Each form label and the function giving its text (see :meth:`retranslate`).</extracomment>
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
        <source>Random open chits</source>
        <translation>Случайные открытые фишки</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Особые правила</translation>
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
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
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
        <source>Allies forces</source>
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
        <source>Objective {number} in {hex}</source>
        <translation>Цель {number} в {hex}</translation>
    </message>
    <message>
        <source>Clear Objective {number}</source>
        <translation>Убрать Цель {number}</translation>
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
        <source>Saved {files}</source>
        <translation>Сохранено: {files}</translation>
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
        <source>{field} ({path}): one per line, in your own words</source>
        <translation>{field} ({path}): по одному в строке, своими словами</translation>
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
        <source>Click a card to mark what it can do now in the Decision list</source>
        <translation>Щёлкните по карточке, чтобы отметить в списке «Решение», что она может сделать сейчас</translation>
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
        <source>{side} discards ({count})</source>
        <translation>Сброс: {side} ({count})</translation>
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
        <source>Opponent: {cards} cards in hand, {chits} secret chit(s)</source>
        <translation>Противник: карточек в наборе — {cards}, тайных фишек — {chits}</translation>
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
        <source>{winner} wins — {reason}
Ended by: {how}
Final VP {vp:+d} (positive favours the Axis)

Where the VP came from:
{rows}</source>
        <translation>Победа: {winner} — {reason}
Игра окончена: {how}
Итоговые ПО {vp:+d} (положительные — в пользу Оси)

Откуда взялись ПО:
{rows}</translation>
    </message>
    <message>
        <source>{count} choices here: pick one in the Decision list</source>
        <translation>Здесь вариантов: {count}; выберите один в списке «Решение»</translation>
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
        <source>#{card} cannot be played now</source>
        <translation>#{card} сейчас нельзя разыграть</translation>
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
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Quick start</source>
        <translation>&amp;Быстрый старт</translation>
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
        <extracomment>The designer saves a scenario that does not validate yet as ``&lt;name&gt;.draft.json``. ``&quot;human&quot;`` or a computer level of :mod:`cc_engine.ai` for each side.</extracomment>
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
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Computer (random moves)</source>
        <translation>Компьютер (случайные ходы)</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer, which sees only its own side&apos;s cards and plays by the same rules</source>
        <translation>Человек за этим экраном или компьютер, который видит только карточки своей стороны и играет по тем же правилам</translation>
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
        <source>Remove reinforcement</source>
        <translation>Убрать подкрепление</translation>
    </message>
    <message>
        <source>Time {time}: {piece}</source>
        <translation>Время {time}: {piece}</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(ничего)</translation>
    </message>
    <message>
        <source>{edit}: not done: {problem}</source>
        <translation>{edit}: не выполнено: {problem}</translation>
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
        <source>Remove a reinforcement</source>
        <translation>Убрать подкрепление</translation>
    </message>
    <message>
        <source>Select a piece of the order of battle to place it</source>
        <translation>Выберите фишку в Боевом расписании, чтобы её поместить</translation>
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
        <source>Ambush</source>
        <translation>Засада</translation>
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
        <source>Continue</source>
        <translation>Продолжить</translation>
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
        <source>End turn</source>
        <translation>Закончить Ход</translation>
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
        <source>Go</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Новобранцы</translation>
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
        <source>Impact</source>
        <translation>Воздействие</translation>
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
        <source>Melee</source>
        <translation>Рукопашная</translation>
    </message>
    <message>
        <source>Mg</source>
        <translation>Пулемёт</translation>
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
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Pillbox</source>
        <translation>ДОС</translation>
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
        <source>Promote</source>
        <translation>Произвести</translation>
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
</TS>
