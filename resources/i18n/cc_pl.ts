<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Combat Commander</source>
        <translation>O programie Combat Commander</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Combat Commander&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Combat Commander&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Wersja {version}</translation>
    </message>
    <message>
        <source>Version unknown</source>
        <translation>Wersja nieznana</translation>
    </message>
    <message>
        <source>An unofficial, fan-made digital edition of a tactical card-driven wargame, with a scenario designer. The game&apos;s rules and the name Combat Commander belong to their owners; this program is not endorsed by them.</source>
        <translation>Nieoficjalna, fanowska cyfrowa edycja taktycznej gry wojennej napędzanej kartami, z edytorem scenariuszy. Zasady gry i nazwa Combat Commander należą do ich właścicieli; ten program nie jest przez nich zatwierdzony.</translation>
    </message>
    <message>
        <source>Built with the following software:</source>
        <translation>Zbudowano przy użyciu następującego oprogramowania:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Składnik</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Wersja</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencja</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Cannot open {name}:

{error}</source>
        <translation>Nie można otworzyć {name}:

{error}</translation>
    </message>
    <message>
        <source>Resume the game of {scenario} you were playing?</source>
        <translation>Wznowić rozpoczętą grę w scenariuszu „{scenario}”?</translation>
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
        <translation>Cel {number} [7.3]</translation>
    </message>
    <message>
        <source>Objective {number}: controlled by the {holder} [7.3]</source>
        <translation>Cel {number}: kontroluje {holder} [7.3]</translation>
    </message>
    <message>
        <source>Objective {number}: nobody&apos;s [7.3]</source>
        <translation>Cel {number}: niczyj [7.3]</translation>
    </message>
    <message>
        <source>Smoke {value}: Hindrance into, out of and through [T94, 10.3.4]</source>
        <extracomment>Counter colours by nation (close to the colours of their Fate decks [1]).</extracomment>
        <translation>Dym {value}: Przeszkoda do, z i przez heks [T94, 10.3.4]</translation>
    </message>
    <message>
        <source>Blaze: impassable, blocks LOS at all levels [T79, 10.2.1]</source>
        <translation>Pożar: nieprzekraczalny, blokuje linię widoczności na wszystkich poziomach [T79, 10.2.1]</translation>
    </message>
    <message>
        <source>Spotting Round of a Fire For Effect [O18.2.1]</source>
        <translation>Strzał wstrzeliwujący ostrzału artyleryjskiego [O18.2.1]</translation>
    </message>
    <message>
        <source>In the Impact area of the Fire For Effect [O18.2.3]</source>
        <translation>W strefie uderzenia ostrzału artyleryjskiego [O18.2.3]</translation>
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
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Dopasuj do okna</translation>
    </message>
    <message>
        <source>&amp;Line of sight tool</source>
        <translation>Narzędzie &amp;linii widoczności</translation>
    </message>
    <message>
        <source>&amp;Clear line of sight</source>
        <translation>Wy&amp;czyść linię widoczności</translation>
    </message>
    <message>
        <source>Light palette</source>
        <translation>Jasna paleta</translation>
    </message>
    <message>
        <source>Dark palette</source>
        <translation>Ciemna paleta</translation>
    </message>
    <message>
        <source>Drag from hex to hex to check line of sight (a right-button drag always does) [10.1]</source>
        <translation>Przeciągnij od heksu do heksu, aby sprawdzić linię widoczności (przeciąganie prawym przyciskiem działa zawsze) [10.1]</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Accept the roll</source>
        <extracomment>Choice kinds whose first argument is a card of the deciding player&apos;s hand. Labels of the choices that take no argument (translated when shown).</extracomment>
        <translation>Zaakceptuj rzut</translation>
    </message>
    <message>
        <source>Re-roll (play the Initiative card) [9.1]</source>
        <translation>Przerzuć (zagraj kartę Inicjatywy) [9.1]</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>End the Turn</source>
        <translation>Zakończ Turę</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Naprzód</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>Brak celu</translation>
    </message>
    <message>
        <source>Stop moving</source>
        <translation>Zatrzymaj ruch</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Fire!</source>
        <translation>Ognia!</translation>
    </message>
    <message>
        <source>Shoot at this hex</source>
        <translation>Strzelaj do tego heksu</translation>
    </message>
    <message>
        <source> (Order/Action Fire)</source>
        <translation> (Rozkaz/Akcja „Ogień”)</translation>
    </message>
    <message>
        <source>#{number} {order}{fire} — Action: {action} — Event: {event}</source>
        <translation>#{number} {order}{fire} — Akcja: {action} — Wydarzenie: {event}</translation>
    </message>
    <message>
        <source>dice {white}•{colored}{trigger} — random hex {hex}</source>
        <translation>kości {white}•{colored}{trigger} — losowy heks {hex}</translation>
    </message>
    <message>
        <source>in {hex}</source>
        <translation>w {hex}</translation>
    </message>
</context>
<context>
    <name>Designer</name>
    <message>
        <source>Cannot load the game&apos;s content:

{error}</source>
        <translation>Nie można wczytać zawartości gry:

{error}</translation>
    </message>
</context>
<context>
    <name>DesignerNames</name>
    <message>
        <source>Axis</source>
        <extracomment>Qt&apos;s marker of a text for ``pyside6-lupdate`` (it returns the text as it is), typed.</extracomment>
        <translation>Oś</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alianci</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Most</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Zarośla</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Budynek</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Gully</source>
        <translation>Jar</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Bagno</translation>
    </message>
    <message>
        <source>Open Ground</source>
        <translation>Teren otwarty</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translation>Sad</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Strumień</translation>
    </message>
    <message>
        <source>Water Barrier</source>
        <translation>Przeszkoda wodna</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Las</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Tory kolejowe</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Droga</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Ścieżka</translation>
    </message>
    <message>
        <source>Cliff</source>
        <translation>Urwisko</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Płot</translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation>Żywopłot</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Otwarta</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atak</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Rozpoznanie</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Obrona</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elitarna</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Liniowa</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Niedoświadczona</translation>
    </message>
    <message>
        <source>Bunker</source>
        <translation>Bunkier</translation>
    </message>
    <message>
        <source>Foxholes</source>
        <translation>Stanowiska strzeleckie</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Miny</translation>
    </message>
    <message>
        <source>Pillbox</source>
        <translation>Schron bojowy</translation>
    </message>
    <message>
        <source>Trench</source>
        <translation>Transzeja</translation>
    </message>
    <message>
        <source>Wire</source>
        <translation>Zasieki</translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>A side&apos;s friendly map edge.</extracomment>
        <translation>Góra</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Prawa</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Dół</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Lewa</translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>The kinds of piece of an order of battle.</extracomment>
        <translation>Jednostka</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Broń</translation>
    </message>
    <message>
        <source>Radio</source>
        <translation>Radio</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Fortyfikacja</translation>
    </message>
</context>
<context>
    <name>DesignerTools</name>
    <message>
        <source>Pan</source>
        <extracomment>The window&apos;s title in English (``cc-designer`` uses it before any window is open). The board tools: id, button text, tooltip (English, translated where shown in the ``DesignerTools`` context).</extracomment>
        <translation>Przesuwanie</translation>
    </message>
    <message>
        <source>Drag to move the board; right-drag shows line of sight</source>
        <translation>Przeciągnij, aby przesunąć planszę; przeciąganie prawym przyciskiem pokazuje linię widoczności</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Teren</translation>
    </message>
    <message>
        <source>Paint the chosen terrain: click or drag across hexes</source>
        <translation>Maluj wybrany teren: kliknij heksy lub przeciągnij po nich</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Wypełnienie</translation>
    </message>
    <message>
        <source>Give the chosen terrain to the clicked hex and every joined hex like it</source>
        <translation>Nadaj wybrany teren klikniętemu heksowi i każdemu połączonemu z nim heksowi tego samego rodzaju</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Wysokość</translation>
    </message>
    <message>
        <source>Set the hill level of the hexes you click or drag over [T88]</source>
        <translation>Ustaw poziom wzgórza heksów, które klikasz lub po których przeciągasz [T88]</translation>
    </message>
    <message>
        <source>Road/Trail/Rail</source>
        <translation>Droga/Ścieżka/Tory</translation>
    </message>
    <message>
        <source>Draw the chosen feature across hexes (Shift or Erase removes it) [T92, T93, T96]</source>
        <translation>Rysuj wybrany element przez heksy (Shift lub „Wymaż” go usuwa) [T92, T93, T96]</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Krawędź heksu</translation>
    </message>
    <message>
        <source>Click near a hexside to draw the chosen feature on it (or clear it)</source>
        <translation>Kliknij w pobliżu krawędzi heksu, aby narysować na niej wybrany element (lub ją wyczyścić)</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Click a hex to put the chosen Objective there; click it again to clear it [2.3]</source>
        <translation>Kliknij heks, aby umieścić tam wybrany Cel; kliknij ponownie, aby go usunąć [2.3]</translation>
    </message>
    <message>
        <source>Place pieces</source>
        <translation>Rozmieść żetony</translation>
    </message>
    <message>
        <source>Click hexes to place the pieces of the selected order-of-battle row of the chosen side</source>
        <translation>Klikaj heksy, aby rozmieścić żetony z wybranego wiersza składu sił wybranej strony</translation>
    </message>
    <message>
        <source>Setup hexes</source>
        <translation>Heksy rozstawienia</translation>
    </message>
    <message>
        <source>Click hexes to add them to (or take them from) a side&apos;s setup zone</source>
        <translation>Klikaj heksy, aby dodać je do strefy rozstawienia strony (lub je z niej usunąć)</translation>
    </message>
</context>
<context>
    <name>DesignerWindow</name>
    <message>
        <source>(nothing)</source>
        <extracomment>Each form label and the function giving its text (see :meth:`retranslate`).</extracomment>
        <translation>(nic)</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Teren</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Krawędź heksu</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Strona</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nikt</translation>
    </message>
    <message>
        <source>Objective {number} held by</source>
        <translation>Kto kontroluje Cel {number}</translation>
    </message>
    <message>
        <source>Objective {number} control</source>
        <translation>Kontrola Celu {number}</translation>
    </message>
    <message>
        <source>Id (file name)</source>
        <translation>Identyfikator (nazwa pliku)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identyfikator</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Date (YYYY-MM-DD)</source>
        <translation>Data (RRRR-MM-DD)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Rok</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Initiative at start</source>
        <translation>Inicjatywa na początku</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Inicjatywa</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>Pierwsza Tura</translation>
    </message>
    <message>
        <source>Sets up first</source>
        <translation>Pierwsza się rozstawia</translation>
    </message>
    <message>
        <source>Both at once</source>
        <translation>Obie naraz</translation>
    </message>
    <message>
        <source>Time start</source>
        <translation>Początkowe pole Czasu</translation>
    </message>
    <message>
        <source>Sudden Death space</source>
        <translation>Pole Nagłej śmierci</translation>
    </message>
    <message>
        <source>Sudden Death</source>
        <translation>Nagła śmierć</translation>
    </message>
    <message>
        <source>Starting VP lead</source>
        <translation>Początkowa przewaga w PZ</translation>
    </message>
    <message>
        <source>Starting VP side</source>
        <translation>Strona z początkowymi PZ</translation>
    </message>
    <message>
        <source>Starting VP</source>
        <translation>Początkowe PZ</translation>
    </message>
    <message>
        <source>Mine strength</source>
        <translation>Siła min</translation>
    </message>
    <message>
        <source>Open Objective chits</source>
        <translation>Odkryte żetony Celów</translation>
    </message>
    <message>
        <source>Open chits</source>
        <translation>Odkryte żetony</translation>
    </message>
    <message>
        <source>Random open chits</source>
        <translation>Losowe odkryte żetony</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Zasady specjalne</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Recent files</source>
        <translation>Ostatnie &amp;pliki</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>&amp;New scenario…</source>
        <translation>&amp;Nowy scenariusz…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>Save as &amp;draft</source>
        <translation>Zapisz jako &amp;szkic</translation>
    </message>
    <message>
        <source>&amp;Play this scenario</source>
        <translation>&amp;Graj w ten scenariusz</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Narzędzia</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenariusz</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Wymaż</translation>
    </message>
    <message>
        <source>Axis forces</source>
        <translation>Siły Osi</translation>
    </message>
    <message>
        <source>Allies forces</source>
        <translation>Siły Aliantów</translation>
    </message>
    <message>
        <source>Every problem at once; click one to go to its hex or field</source>
        <translation>Wszystkie problemy naraz; kliknij jeden, aby przejść do jego heksu lub pola</translation>
    </message>
    <message>
        <source>&amp;Undo {edit}</source>
        <translation>&amp;Cofnij: {edit}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo {edit}</source>
        <translation>&amp;Ponów: {edit}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Problems ({count})</source>
        <translation>Problemy ({count})</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <source>Combat Commander Designer</source>
        <translation>Edytor Combat Commander</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>niezapisany</translation>
    </message>
    <message>
        <source> (draft)</source>
        <translation> (szkic)</translation>
    </message>
    <message>
        <source>{designer} — {scenario} [{file}]{draft}{dirty}</source>
        <translation>{designer} — {scenario} [{file}]{draft}{dirty}</translation>
    </message>
    <message>
        <source>{edit}: not done: {problem}</source>
        <translation>{edit}: nie wykonano: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n hexes</source>
        <translation>
            <numerusform>%n heksie</numerusform>
            <numerusform>%n heksach</numerusform>
            <numerusform>%n heksach</numerusform>
        </translation>
    </message>
    <message>
        <source>Paint {terrain} in {where}</source>
        <translation>Teren „{terrain}” w {where}</translation>
    </message>
    <message>
        <source>Fill from {hex} with {terrain}</source>
        <translation>Wypełnienie od {hex} terenem „{terrain}”</translation>
    </message>
    <message>
        <source>Level {level} in {where}</source>
        <translation>Poziom {level} w {where}</translation>
    </message>
    <message>
        <source>Draw {feature} in {where}</source>
        <translation>Rysowanie „{feature}” w {where}</translation>
    </message>
    <message>
        <source>Erase {feature} in {where}</source>
        <translation>Wymazanie „{feature}” w {where}</translation>
    </message>
    <message>
        <source>Objective {number} in {hex}</source>
        <translation>Cel {number} w {hex}</translation>
    </message>
    <message>
        <source>Clear Objective {number}</source>
        <translation>Usunięcie Celu {number}</translation>
    </message>
    <message>
        <source>Setup hex {hex}</source>
        <translation>Heks rozstawienia {hex}</translation>
    </message>
    <message>
        <source>{feature} on {a}|{b}</source>
        <translation>{feature} na {a}|{b}</translation>
    </message>
    <message>
        <source>Clear {a}|{b}</source>
        <translation>Wyczyszczenie {a}|{b}</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>Scenariusz ma niezapisane zmiany. Najpierw je zapisać?</translation>
    </message>
    <message>
        <source>Open scenario or map</source>
        <translation>Otwórz scenariusz lub mapę</translation>
    </message>
    <message>
        <source>Scenarios and maps ({pattern})</source>
        <translation>Scenariusze i mapy ({pattern})</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… i jeszcze %n</numerusform>
            <numerusform>… i jeszcze %n</numerusform>
            <numerusform>… i jeszcze %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open {file}:

{problems}</source>
        <translation>Nie można otworzyć {file}:

{problems}</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>Zapisz scenariusz jako</translation>
    </message>
    <message>
        <source>Scenarios ({pattern})</source>
        <translation>Scenariusze ({pattern})</translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n problem(s) (see the Problems tab), so the game cannot play it yet. Save it as a draft?</source>
        <translation>
            <numerusform>Scenariusz ma %n problem (zob. kartę „Problemy”), więc gra nie może go jeszcze rozegrać. Zapisać go jako szkic?</numerusform>
            <numerusform>Scenariusz ma %n problemy (zob. kartę „Problemy”), więc gra nie może go jeszcze rozegrać. Zapisać go jako szkic?</numerusform>
            <numerusform>Scenariusz ma %n problemów (zob. kartę „Problemy”), więc gra nie może go jeszcze rozegrać. Zapisać go jako szkic?</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save {file}:

{problem}</source>
        <translation>Nie można zapisać {file}:

{problem}</translation>
    </message>
    <message>
        <source>Saved {files}</source>
        <translation>Zapisano: {files}</translation>
    </message>
</context>
<context>
    <name>FieldBinder</name>
    <message>
        <source>Set {field}</source>
        <extracomment>Each bound widget by its field path (the Problems panel focuses them).</extracomment>
        <translation>Zmiana: {field}</translation>
    </message>
    <message>
        <source>{field} not changed: {problem}</source>
        <translation>{field} — nie zmieniono: {problem}</translation>
    </message>
    <message>
        <source>e.g. A1, B2</source>
        <translation>np. A1, B2</translation>
    </message>
    <message>
        <source>{field} ({path}): hex ids separated by commas</source>
        <translation>{field} ({path}): numery heksów oddzielone przecinkami</translation>
    </message>
    <message>
        <source>{field} ({path}): one per line, in your own words</source>
        <translation>{field} ({path}): jedna na wiersz, własnymi słowami</translation>
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
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Szybkość komputera</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Otwórz zapisaną grę…</translation>
    </message>
    <message>
        <source>&amp;Replay this game…</source>
        <translation>Odtwó&amp;rz tę grę…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Zapisz…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>My &amp;stops…</source>
        <translation>Moje &amp;pauzy…</translation>
    </message>
    <message>
        <source>&amp;Spread stacks</source>
        <translation>&amp;Rozsuń stosy</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>When the game stops to ask you (only on your own screen)</source>
        <translation>Kiedy gra zatrzymuje się, by cię zapytać (tylko na twoim własnym ekranie)</translation>
    </message>
    <message>
        <source>Show the counters of every stack side by side; a click on a stack that has nothing to choose sends its top counter to the bottom</source>
        <translation>Pokazuj żetony każdego stosu obok siebie; kliknięcie stosu, w którym nie ma nic do wybrania, przenosi jego górny żeton na spód</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Szybko</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normalnie</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Wolno</translation>
    </message>
    <message>
        <source>How long each computer move stays before the next one</source>
        <translation>Jak długo każdy ruch komputera pozostaje widoczny przed następnym</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decyzja</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ręka</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Tory</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Odrzucone</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Dziennik</translation>
    </message>
    <message>
        <source>Click a card to mark what it can do now in the Decision list</source>
        <translation>Kliknij kartę, aby zaznaczyć na liście „Decyzja”, co może ona teraz zrobić</translation>
    </message>
    <message>
        <source>Combat Commander — {scenario}</source>
        <translation>Combat Commander — {scenario}</translation>
    </message>
    <message>
        <source>The computer plays the {nation} side…</source>
        <translation>Komputer gra stroną: {nation}…</translation>
    </message>
    <message>
        <source>Combat Commander — game over</source>
        <translation>Combat Commander — koniec gry</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Komputer myśli…</translation>
    </message>
    <message>
        <source>Waiting for the other player…</source>
        <translation>Oczekiwanie na drugiego gracza…</translation>
    </message>
    <message>
        <source>{side} discards ({count})</source>
        <translation>Odrzucone: {side} ({count})</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Oś</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alianci</translation>
    </message>
    <message>
        <source>level</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>&lt;b&gt;{viewer}&lt;/b&gt; — Turn {turn}, {active} active ({orders} Orders given)</source>
        <translation>&lt;b&gt;{viewer}&lt;/b&gt; — Tura {turn}, aktywna strona: {active} (wydane Rozkazy: {orders})</translation>
    </message>
    <message>
        <source>VP {vp} ({lead})</source>
        <translation>PZ {vp} ({lead})</translation>
    </message>
    <message>
        <source>Time {time} (Sudden Death {sudden_death})</source>
        <translation>Czas {time} (Nagła śmierć {sudden_death})</translation>
    </message>
    <message>
        <source>Initiative: {side}</source>
        <translation>Inicjatywa: {side}</translation>
    </message>
    <message>
        <source>Objectives: {control}</source>
        <translation>Cele: {control}</translation>
    </message>
    <message>
        <source>Open chits: {chits}</source>
        <translation>Odkryte żetony: {chits}</translation>
    </message>
    <message>
        <source>Your secret chits: {chits}</source>
        <translation>Twoje tajne żetony: {chits}</translation>
    </message>
    <message>
        <source>Opponent: {cards} cards in hand, {chits} secret chit(s)</source>
        <translation>Przeciwnik: karty w ręce — {cards}, tajne żetony — {chits}</translation>
    </message>
    <message>
        <source>Draw piles: yours {own}, theirs {other}</source>
        <translation>Stosy do dobierania: twój {own}, przeciwnika {other}</translation>
    </message>
    <message>
        <source>Casualties: yours {own} (surrender at {own_limit}), theirs {other} (surrender at {other_limit})</source>
        <translation>Straty: twoje {own} (kapitulacja przy {own_limit}), przeciwnika {other} (kapitulacja przy {other_limit})</translation>
    </message>
    <message>
        <source>{winner} wins — {reason}
Ended by: {how}
Final VP {vp:+d} (positive favours the Axis)

Where the VP came from:
{rows}</source>
        <translation>Wygrywa: {winner} — {reason}
Zakończenie: {how}
Końcowe PZ {vp:+d} (dodatnie na korzyść Osi)

Skąd pochodzą PZ:
{rows}</translation>
    </message>
    <message>
        <source>{count} choices here: pick one in the Decision list</source>
        <translation>Liczba opcji tutaj: {count}; wybierz jedną na liście „Decyzja”</translation>
    </message>
    <message numerus="yes">
        <source>#{card} can be played now: %n choice(s), in bold</source>
        <translation>
            <numerusform>Kartę #{card} można teraz zagrać: %n opcja, pogrubiona</numerusform>
            <numerusform>Kartę #{card} można teraz zagrać: %n opcje, pogrubione</numerusform>
            <numerusform>Kartę #{card} można teraz zagrać: %n opcji, pogrubione</numerusform>
        </translation>
    </message>
    <message>
        <source>#{card} cannot be played now</source>
        <translation>Karty #{card} nie można teraz zagrać</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>Saved games (*.ccsave);;All files (*)</source>
        <translation>Zapisane gry (*.ccsave);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Cannot open {name}:

{error}</source>
        <translation>Nie można otworzyć {name}:

{error}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Saved games (*.ccsave)</source>
        <translation>Zapisane gry (*.ccsave)</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>I am ready</source>
        <extracomment>A rule citation in a log line, &quot; [O20.3.4]&quot; or &quot; [3.1.4, T78.3]&quot; (hidden by a brief log).</extracomment>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Oś</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alianci</translation>
    </message>
    <message>
        <source>Pass to the {nation} player ({side})</source>
        <translation>Przekaż graczowi: {nation} ({side})</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Quick start</source>
        <translation>&amp;Szybki start</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Skróty &amp;klawiszowe</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Indeks zasad</translation>
    </message>
    <message>
        <source>&amp;About Combat Commander</source>
        <translation>&amp;O programie Combat Commander</translation>
    </message>
</context>
<context>
    <name>MapViewerWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Otwórz scenariusz…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
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
        <translation>Linia widoczności {a} → {b}: {explanation}</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Otwórz scenariusz</translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Pliki scenariuszy (*.json);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Attack</source>
        <extracomment>The designer saves a scenario that does not validate yet as ``&lt;name&gt;.draft.json``. ``&quot;human&quot;`` or a computer level of :mod:`cc_engine.ai` for each side.</extracomment>
        <translation>Atak</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Obrona</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Rozpoznanie</translation>
    </message>
    <message>
        <source>{name} — {date} {place}
Axis: {axis}, {axis_posture}, {axis_orders} Orders
Allies: {allies}, {allies_posture}, {allies_orders} Orders
Map {map}; Sudden Death on Time {sudden_death}</source>
        <translation>{name} — {date} {place}
Oś: {axis}, {axis_posture}, Rozkazy: {axis_orders}
Alianci: {allies}, {allies_posture}, Rozkazy: {allies_orders}
Mapa {map}; Nagła śmierć na polu Czasu {sudden_death}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>{number}{name} ({year})</source>
        <extracomment>The content pack of each listed scenario (with its own map, for a designer&apos;s).</extracomment>
        <translation>{number}{name} ({year})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Computer (random moves)</source>
        <translation>Komputer (losowe ruchy)</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer, which sees only its own side&apos;s cards and plays by the same rules</source>
        <translation>Osoba przy tym ekranie albo komputer, który widzi tylko karty własnej strony i gra według tych samych zasad</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno losowości</translation>
    </message>
    <message>
        <source>Axis player</source>
        <translation>Gracz Osi</translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation>Gracz Aliantów</translation>
    </message>
    <message>
        <source>Skipped: {problems}</source>
        <translation>Pominięto: {problems}</translation>
    </message>
    <message>
        <source>(no map {map})</source>
        <translation>(brak mapy {map})</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New scenario</source>
        <translation>Nowy scenariusz</translation>
    </message>
    <message>
        <source>A blank map</source>
        <translation>Pusta mapa</translation>
    </message>
    <message>
        <source>Shipped map: {name}</source>
        <translation>Mapa z gry: {name}</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Zacznij od</translation>
    </message>
    <message>
        <source>Map id (file name)</source>
        <translation>Identyfikator mapy (nazwa pliku)</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Nazwa mapy</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Wiersze</translation>
    </message>
</context>
<context>
    <name>QuickStartDialog</name>
    <message>
        <source>Quick start</source>
        <translation>Szybki start</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your first game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Twoja pierwsza gra&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Start.&lt;/b&gt; File &gt; New game picks a scenario and who plays each side: a person or the computer. Two people share one screen: between their turns a hand-off screen hides the board, so neither sees the other&apos;s cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Początek.&lt;/b&gt; Plik &gt; Nowa gra wybiera scenariusz i to, kto gra każdą ze stron: człowiek czy komputer. Dwie osoby dzielą jeden ekran: między ich turami ekran przekazania zasłania planszę, więc żadna nie widzi kart drugiej.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your hand.&lt;/b&gt; The Hand dock shows your Fate cards. In your Turn you either give Orders (play cards for their top line, up to your Order limit) or pass and discard. Actions and Op Fire can be played when the game offers a window for them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Twoja ręka.&lt;/b&gt; Panel „Ręka” pokazuje twoje Karty losu. W swojej Turze albo wydajesz Rozkazy (zagrywasz karty dla ich górnego wiersza, do swojego limitu Rozkazów), albo pasujesz i odrzucasz karty. Akcje i Ogień okazjonalny można zagrywać, gdy gra daje na nie okazję.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Deciding.&lt;/b&gt; The Decision dock always lists what the rules allow now and nothing else. Double-click a choice, press its number key, or click the highlighted hex or counter on the board. The board draws the decision: fire lines with the FP, the MP of each hex a mover may enter, a Leader&apos;s Command radius.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Decyzje.&lt;/b&gt; Panel „Decyzja” zawsze wymienia to, na co zasady pozwalają teraz, i nic więcej. Kliknij dwukrotnie wybór, naciśnij klawisz z jego numerem albo kliknij podświetlony heks lub żeton na planszy. Plansza rysuje decyzję: linie ognia z siłą ognia (FP), koszt w punktach ruchu (MP) każdego heksu, do którego może wejść poruszająca się jednostka, zasięg Dowodzenia Dowódcy.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Line of sight.&lt;/b&gt; Drag with the right mouse button from one hex to another to see whether they see each other and what hinders the line.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Linia widoczności.&lt;/b&gt; Przeciągnij prawym przyciskiem myszy od jednego heksu do drugiego, aby zobaczyć, czy się wzajemnie widzą i jakie Przeszkody leżą na linii.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The log.&lt;/b&gt; Every roll is written out with its arithmetic and the rule ids it follows; Help &gt; Rules reference explains each id.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Dziennik.&lt;/b&gt; Każdy rzut jest zapisywany wraz z obliczeniami i numerami zasad, według których przebiega; Pomoc &gt; Indeks zasad wyjaśnia każdy numer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mistakes.&lt;/b&gt; Edit &gt; Undo takes back your own choices up to the last card revealed. The game is saved after every choice: if the app closes, it offers to resume at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pomyłki.&lt;/b&gt; Edycja &gt; Cofnij cofa twoje własne wybory aż do ostatniej odkrytej karty. Gra jest zapisywana po każdym wyborze: jeśli aplikacja się zamknie, przy następnym uruchomieniu zaproponuje wznowienie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Winning.&lt;/b&gt; Hold Objectives, eliminate enemy units and exit units off the enemy&apos;s edge for VP. The game ends by Sudden Death when Time runs out, by a side&apos;s surrender, or by an Objective chit&apos;s condition.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zwycięstwo.&lt;/b&gt; Utrzymuj Cele, eliminuj jednostki wroga i wyprowadzaj swoje jednostki poza krawędź planszy przeciwnika, aby zdobywać Punkty zwycięstwa (PZ). Gra kończy się Nagłą śmiercią, gdy skończy się Czas, kapitulacją jednej ze stron albo warunkiem żetonu Celu.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay — {scenario}</source>
        <translation>Odtworzenie — {scenario}</translation>
    </message>
    <message>
        <source>As the Axis saw it</source>
        <translation>Z perspektywy Osi</translation>
    </message>
    <message>
        <source>As the Allies saw it</source>
        <translation>Z perspektywy Aliantów</translation>
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
        <translation>Indeks zasad</translation>
    </message>
    <message>
        <source>Filter: a rule id or a word, e.g. O20 or Cover</source>
        <translation>Filtr: numer zasady lub słowo, np. O20 lub Cover</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Zasada</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Co robi</translation>
    </message>
    <message>
        <source>The rules reference could not be read:
</source>
        <translation>Nie udało się odczytać indeksu zasad:
</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>names map {scenario_map}, but the map&apos;s id is {map_id}</source>
        <translation>wskazuje mapę {scenario_map}, ale identyfikator mapy to {map_id}</translation>
    </message>
    <message>
        <source>not a scenario or map file</source>
        <translation>to nie jest plik scenariusza ani mapy</translation>
    </message>
    <message>
        <source>the scenario has problems: save it as a draft ({suffix}) or fix them first</source>
        <translation>scenariusz ma problemy: zapisz go jako szkic ({suffix}) albo najpierw je popraw</translation>
    </message>
    <message>
        <source>the scenario file would overwrite its own map: choose another name</source>
        <translation>plik scenariusza nadpisałby własną mapę: wybierz inną nazwę</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Wyświetlanie</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasna</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemna</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Paleta</translation>
    </message>
    <message>
        <source>Full: every roll&apos;s arithmetic and rule ids</source>
        <translation>Pełny: obliczenia każdego rzutu i numery zasad</translation>
    </message>
    <message>
        <source>Brief: results without rule ids</source>
        <translation>Skrócony: wyniki bez numerów zasad</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Dziennik gry</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Fast (no pause)</source>
        <translation>Szybko (bez pauzy)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message numerus="yes">
        <source>%n ms</source>
        <translation>
            <numerusform>%n ms</numerusform>
            <numerusform>%n ms</numerusform>
            <numerusform>%n ms</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer &amp;moves</source>
        <translation>&amp;Ruchy komputera</translation>
    </message>
    <message>
        <source>Hide the board between players</source>
        <translation>Zasłaniaj planszę między graczami</translation>
    </message>
    <message>
        <source>No hand-off screen (one person plays both)</source>
        <translation>Bez ekranu przekazania (jedna osoba gra obiema stronami)</translation>
    </message>
    <message>
        <source>&amp;Hand-off</source>
        <translation>Prze&amp;kazanie</translation>
    </message>
    <message numerus="yes">
        <source> old game(s)</source>
        <translation>
            <numerusform> stara gra</numerusform>
            <numerusform> stare gry</numerusform>
            <numerusform> starych gier</numerusform>
        </translation>
    </message>
    <message>
        <source>Autosaves of earlier games kept when a new game starts (the current game is always autosaved)</source>
        <translation>Ile autozapisów wcześniejszych gier zachować przy rozpoczęciu nowej gry (bieżąca gra jest zawsze zapisywana automatycznie)</translation>
    </message>
    <message>
        <source>&amp;Autosaves kept</source>
        <translation>Zachowane &amp;autozapisy</translation>
    </message>
    <message>
        <source>Stops of a new game</source>
        <translation>Pauzy nowej gry</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Take the choice with that number</source>
        <translation>Wybierz opcję o tym numerze</translation>
    </message>
    <message>
        <source>Draw a line of sight</source>
        <translation>Narysuj linię widoczności</translation>
    </message>
    <message>
        <source>Right-drag on the board</source>
        <translation>Przeciągnięcie prawym przyciskiem po planszy</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Powiększenie</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Kółko myszy</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Polecenie</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Skrót</translation>
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
        <translation>{piece}, broń: {weapon}</translation>
    </message>
    <message>
        <source>{piece} in {hexes}</source>
        <translation>{piece} w {hexes}</translation>
    </message>
    <message>
        <source>Nation</source>
        <extracomment>Each form label and the function giving its text (see :meth:`retranslate`).</extracomment>
        <translation>Narodowość</translation>
    </message>
    <message>
        <source>Fate deck</source>
        <translation>Talia losu</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Postawa</translation>
    </message>
    <message>
        <source>Orders per turn</source>
        <translation>Rozkazy na Turę</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Rozkazy</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Wielkość ręki</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Jakość</translation>
    </message>
    <message>
        <source>Surrender space</source>
        <translation>Pole kapitulacji</translation>
    </message>
    <message>
        <source>Friendly edge</source>
        <translation>Własna krawędź</translation>
    </message>
    <message>
        <source>Secret Objective chits</source>
        <translation>Tajne żetony Celów</translation>
    </message>
    <message>
        <source>Secret chits</source>
        <translation>Tajne żetony</translation>
    </message>
    <message>
        <source>Depth from the edge (0: none)</source>
        <translation>Głębokość od krawędzi (0: brak)</translation>
    </message>
    <message>
        <source>Setup depth</source>
        <translation>Głębokość rozstawienia</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Heksy</translation>
    </message>
    <message>
        <source>Setup hexes</source>
        <translation>Heksy rozstawienia</translation>
    </message>
    <message>
        <source>In or next to</source>
        <translation>W lub obok</translation>
    </message>
    <message>
        <source>Setup anchors</source>
        <translation>Heksy odniesienia rozstawienia</translation>
    </message>
    <message>
        <source>Hidden from the other side</source>
        <translation>Ukryte przed drugą stroną</translation>
    </message>
    <message>
        <source>count</source>
        <translation>liczba</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Broń</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Liczba</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Carries</source>
        <translation>Niesie</translation>
    </message>
    <message>
        <source>Setup zone</source>
        <translation>Strefa rozstawienia</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>Skład sił</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Posiłki</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>The order of battle. Select a row, then use the board&apos;s &apos;Place pieces&apos; tool to put its pieces on fixed hexes</source>
        <translation>Skład sił. Wybierz wiersz, a następnie użyj narzędzia planszy „Rozmieść żetony”, aby umieścić jego żetony na ustalonych heksach</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>e.g. Sgt. Biermann (Leaders)</source>
        <translation>np. sierż. Biermann (Dowódcy)</translation>
    </message>
    <message>
        <source>Time space on which the selected kind of piece arrives as a reinforcement</source>
        <translation>Pole Czasu, na którym wybrany rodzaj żetonu przybywa jako posiłki</translation>
    </message>
    <message>
        <source>Add as reinforcement</source>
        <translation>Dodaj jako posiłki</translation>
    </message>
    <message>
        <source>Remove reinforcement</source>
        <translation>Usuń posiłki</translation>
    </message>
    <message>
        <source>Time {time}: {piece}</source>
        <translation>Czas {time}: {piece}</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nic)</translation>
    </message>
    <message>
        <source>{edit}: not done: {problem}</source>
        <translation>{edit}: nie wykonano: {problem}</translation>
    </message>
    <message>
        <source>Set the {field} of a piece</source>
        <translation>Zmiana żetonu: {field}</translation>
    </message>
    <message>
        <source>Add {piece}</source>
        <translation>Dodanie: {piece}</translation>
    </message>
    <message>
        <source>Remove a piece</source>
        <translation>Usunięcie żetonu</translation>
    </message>
    <message>
        <source>Add {piece} as a reinforcement</source>
        <translation>Dodanie jako posiłki: {piece}</translation>
    </message>
    <message>
        <source>Remove a reinforcement</source>
        <translation>Usunięcie posiłków</translation>
    </message>
    <message>
        <source>Select a piece of the order of battle to place it</source>
        <translation>Wybierz żeton ze składu sił, aby go umieścić</translation>
    </message>
    <message numerus="yes">
        <source>All %n of these pieces are placed: click a placed hex to take one off</source>
        <translation>
            <numerusform>Wszystkie żetony tego rodzaju (%n) są rozmieszczone: kliknij zajęty heks, aby zdjąć jeden</numerusform>
            <numerusform>Wszystkie żetony tego rodzaju (%n) są rozmieszczone: kliknij zajęty heks, aby zdjąć jeden</numerusform>
            <numerusform>Wszystkie żetony tego rodzaju (%n) są rozmieszczone: kliknij zajęty heks, aby zdjąć jeden</numerusform>
        </translation>
    </message>
    <message>
        <source>Place a piece in {hex}</source>
        <translation>Umieszczenie żetonu w {hex}</translation>
    </message>
</context>
<context>
    <name>Stops</name>
    <message>
        <source>Op Fire after enemy moves</source>
        <extracomment>Each stop&apos;s label and tooltip [rule ids of the windows it governs] (translated when shown).</extracomment>
        <translation>Ogień okazjonalny po ruchach przeciwnika</translation>
    </message>
    <message>
        <source>Ask whether to Op Fire after each expenditure of MP by the enemy [O14].</source>
        <translation>Pytaj, czy prowadzić Ogień okazjonalny po każdym wydaniu punktów ruchu przez przeciwnika [O14].</translation>
    </message>
    <message>
        <source>Initiative re-roll after rolls</source>
        <translation>Przerzut za Inicjatywę po rzutach</translation>
    </message>
    <message>
        <source>Ask whether to use the Initiative card after each roll [9.1].</source>
        <translation>Pytaj, czy użyć karty Inicjatywy po każdym rzucie [9.1].</translation>
    </message>
    <message>
        <source>Actions during Fire Attacks</source>
        <translation>Akcje podczas ataków ogniowych</translation>
    </message>
    <message>
        <source>Ask for Actions before attack and Defense rolls and when a Squad would break [A24.1].</source>
        <translation>Pytaj o Akcje przed rzutami ataku i obrony oraz gdy Drużyna miałaby zostać rozbita [A24.1].</translation>
    </message>
    <message>
        <source>Actions during Move, Advance, Melee, Pass and Time</source>
        <translation>Akcje podczas Ruchu, Natarcia, Walki wręcz, Pasu i Czasu</translation>
    </message>
    <message>
        <source>Ask for Hidden Mines/Wire, Smoke Grenades, Assault Fire, Ambush, Demolitions, Hidden Unit and Dig In at their moments [A24.1].</source>
        <translation>Pytaj o Ukryte miny/zasieki, Granaty dymne, Ogień szturmowy, Zasadzkę, Ładunki burzące, Ukrytą jednostkę i Okopanie się w odpowiednich momentach [A24.1].</translation>
    </message>
    <message>
        <source>Always ask</source>
        <translation>Zawsze pytaj</translation>
    </message>
    <message>
        <source>Ask when the situation allows it</source>
        <translation>Pytaj, gdy sytuacja na to pozwala</translation>
    </message>
    <message>
        <source>Never ask</source>
        <translation>Nigdy nie pytaj</translation>
    </message>
</context>
<context>
    <name>StopsDialog</name>
    <message>
        <source>{side} stops</source>
        <translation>Pauzy: {side}</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>Accept</source>
        <translation>Akceptuj</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Aktywuj</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Natarcie</translation>
    </message>
    <message>
        <source>Air Support</source>
        <translation>Wsparcie lotnicze</translation>
    </message>
    <message>
        <source>Air strike</source>
        <translation>Nalot</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Zasadzka</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Uzbrój</translation>
    </message>
    <message>
        <source>Artillery Denied</source>
        <translation>Odmowa artylerii</translation>
    </message>
    <message>
        <source>Artillery Request</source>
        <translation>Wezwanie artylerii</translation>
    </message>
    <message>
        <source>Assault Fire</source>
        <translation>Ogień szturmowy</translation>
    </message>
    <message>
        <source>Assault fire</source>
        <translation>Ogień szturmowy</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atak</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Barrage</source>
        <translation>Ogień zaporowy</translation>
    </message>
    <message>
        <source>Battle Harden</source>
        <translation>Zahartowani w boju</translation>
    </message>
    <message>
        <source>Battlefield Integrity</source>
        <translation>Spójność na polu bitwy</translation>
    </message>
    <message>
        <source>Blaze</source>
        <translation>Pożar</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <translation>Pułapka minowa</translation>
    </message>
    <message>
        <source>Bore Sighting</source>
        <translation>Wstrzelanie</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Rozbij</translation>
    </message>
    <message>
        <source>Break weapon</source>
        <translation>Uszkodź broń</translation>
    </message>
    <message>
        <source>Breeze</source>
        <translation>Wiatr</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Most</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Zarośla</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Budynek</translation>
    </message>
    <message>
        <source>Bunker</source>
        <translation>Bunkier</translation>
    </message>
    <message>
        <source>Clear hexside</source>
        <translation>Otwarta krawędź heksu</translation>
    </message>
    <message>
        <source>Cliff</source>
        <translation>Urwisko</translation>
    </message>
    <message>
        <source>Command &amp; Control</source>
        <translation>Dowodzenie i kontrola</translation>
    </message>
    <message>
        <source>Command Confusion</source>
        <translation>Chaos w dowodzeniu</translation>
    </message>
    <message>
        <source>Commissar</source>
        <translation>Komisarz</translation>
    </message>
    <message>
        <source>Concealment</source>
        <translation>Maskowanie</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>Cower</source>
        <translation>Tchórzostwo</translation>
    </message>
    <message>
        <source>Crossfire</source>
        <translation>Ogień krzyżowy</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Odmów</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Obrona</translation>
    </message>
    <message>
        <source>Demolitions</source>
        <translation>Ładunki burzące</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Rozwinięcie</translation>
    </message>
    <message>
        <source>Dig In</source>
        <translation>Okopanie się</translation>
    </message>
    <message>
        <source>Dig in</source>
        <translation>Okopanie się</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Draw smoke</source>
        <translation>Postaw dym</translation>
    </message>
    <message>
        <source>Dust</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Wyeliminuj</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elitarna</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ Turę</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Wejdź</translation>
    </message>
    <message>
        <source>Entrench</source>
        <translation>Okopy</translation>
    </message>
    <message>
        <source>Event!</source>
        <translation>Wydarzenie!</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Zejdź z planszy</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Płot</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Field Promotion</source>
        <translation>Awans polowy</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Ogień</translation>
    </message>
    <message>
        <source>Flamethrower</source>
        <translation>Miotacz ognia</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>Mgła wojny</translation>
    </message>
    <message>
        <source>Fortify</source>
        <translation>Ufortyfikuj</translation>
    </message>
    <message>
        <source>Foxholes</source>
        <translation>Stanowiska strzeleckie</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Naprzód</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Niedoświadczona</translation>
    </message>
    <message>
        <source>Gully</source>
        <translation>Jar</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Działo</translation>
    </message>
    <message>
        <source>Hand Grenades</source>
        <translation>Granaty ręczne</translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation>Żywopłot</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Bohater</translation>
    </message>
    <message>
        <source>Hidden Entrenchments</source>
        <translation>Ukryte okopy</translation>
    </message>
    <message>
        <source>Hidden Mines</source>
        <translation>Ukryte miny</translation>
    </message>
    <message>
        <source>Hidden Pillbox</source>
        <translation>Ukryty schron bojowy</translation>
    </message>
    <message>
        <source>Hidden Unit</source>
        <translation>Ukryta jednostka</translation>
    </message>
    <message>
        <source>Hidden Wire</source>
        <translation>Ukryte zasieki</translation>
    </message>
    <message>
        <source>Hidden unit</source>
        <translation>Ukryta jednostka</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Uderzenie</translation>
    </message>
    <message>
        <source>Infiltration</source>
        <translation>Infiltracja</translation>
    </message>
    <message>
        <source>Interdiction</source>
        <translation>Przechwycenie</translation>
    </message>
    <message>
        <source>Interrogation</source>
        <translation>Przesłuchanie</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Pozycja</translation>
    </message>
    <message>
        <source>Jammed!</source>
        <translation>Zacięcie!</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>KIA</source>
        <translation>Polegli w walce</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Dowódca</translation>
    </message>
    <message>
        <source>Light Wounds</source>
        <translation>Lekkie rany</translation>
    </message>
    <message>
        <source>Light wounds</source>
        <translation>Lekkie rany</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Liniowa</translation>
    </message>
    <message>
        <source>Malfunction</source>
        <translation>Awaria</translation>
    </message>
    <message>
        <source>Marksmanship</source>
        <translation>Celny strzał</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Bagno</translation>
    </message>
    <message>
        <source>Medic!</source>
        <translation>Sanitariusz!</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Walka wręcz</translation>
    </message>
    <message>
        <source>Mg</source>
        <translation>Karabin maszynowy</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Miny</translation>
    </message>
    <message>
        <source>Mission Objective</source>
        <translation>Cel misji</translation>
    </message>
    <message>
        <source>Molotov Cocktail</source>
        <translation>Koktajl Mołotowa</translation>
    </message>
    <message>
        <source>Mortar</source>
        <translation>Moździerz</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Move together</source>
        <translation>Ruch razem</translation>
    </message>
    <message>
        <source>No Quarter</source>
        <translation>Bez litości</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>Brak celu</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <source>Op fire</source>
        <translation>Ogień okazjonalny</translation>
    </message>
    <message>
        <source>Open Ground</source>
        <translation>Teren otwarty</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translation>Sad</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Rozkaz</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Pillbox</source>
        <translation>Schron bojowy</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Umieść</translation>
    </message>
    <message>
        <source>Place hero</source>
        <translation>Umieść Bohatera</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Prisoners of War</source>
        <translation>Jeńcy wojenni</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Awansuj</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Tory kolejowe</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Zebranie</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Rozpoznanie</translation>
    </message>
    <message>
        <source>Reconnaissance</source>
        <translation>Rozpoznanie</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Odzyskanie sił</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Posiłki</translation>
    </message>
    <message>
        <source>Relocate</source>
        <translation>Przenieś</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Remove smoke</source>
        <translation>Usuń dym</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Przerzuć</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Odwrót</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Odkryj</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Droga</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Ucieczka</translation>
    </message>
    <message>
        <source>Rout player</source>
        <translation>Ucieczka: gracz</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Gruzy</translation>
    </message>
    <message>
        <source>Sappers</source>
        <translation>Saperzy</translation>
    </message>
    <message>
        <source>Satchel Charge</source>
        <translation>Ładunek wybuchowy</translation>
    </message>
    <message>
        <source>Scrounge</source>
        <translation>Zdobycze</translation>
    </message>
    <message>
        <source>Shell Shock</source>
        <translation>Szok bojowy</translation>
    </message>
    <message>
        <source>Shellholes</source>
        <translation>Leje po pociskach</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Strzelaj</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Dym</translation>
    </message>
    <message>
        <source>Smoke Grenades</source>
        <translation>Granaty dymne</translation>
    </message>
    <message>
        <source>Smoke grenades</source>
        <translation>Granaty dymne</translation>
    </message>
    <message>
        <source>Snipe</source>
        <translation>Strzał snajpera</translation>
    </message>
    <message>
        <source>Sniper!</source>
        <translation>Snajper!</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Strzał wstrzeliwujący</translation>
    </message>
    <message>
        <source>Spray Fire</source>
        <translation>Ogień rozproszony</translation>
    </message>
    <message>
        <source>Spray fire</source>
        <translation>Ogień rozproszony</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Drużyna</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Strategic Objective</source>
        <translation>Cel strategiczny</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Strumień</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Wsparcie</translation>
    </message>
    <message>
        <source>Suppressing Fire</source>
        <translation>Ogień obezwładniający</translation>
    </message>
    <message>
        <source>Sustained Fire</source>
        <translation>Ogień ciągły</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Sekcja</translation>
    </message>
    <message>
        <source>Time space</source>
        <translation>Pole Czasu</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Czas!</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Ścieżka</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Przekaż</translation>
    </message>
    <message>
        <source>Trench</source>
        <translation>Transzeja</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Jednostka</translation>
    </message>
    <message>
        <source>Walking Wounded</source>
        <translation>Lżej ranni</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Water Barrier</source>
        <translation>Przeszkoda wodna</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Broń</translation>
    </message>
    <message>
        <source>White Phosphorus</source>
        <translation>Biały fosfor</translation>
    </message>
    <message>
        <source>Wire</source>
        <translation>Zasieki</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Las</translation>
    </message>
    <message>
        <source>Élan</source>
        <translation>Élan</translation>
    </message>
</context>
</TS>
